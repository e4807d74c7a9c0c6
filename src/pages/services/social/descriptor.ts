import type { ServiceDescriptor } from '../../../sections/service-descriptor';

/** Social media marketing (/services/social). */
export const social: ServiceDescriptor<'service-social'> = {
  banner: { art: 'orbit' },
  intro: {},
  services: [
    { id: 'strategy', icon: 'target' },
    { id: 'paidSocial', icon: 'megaphone', links: { facebook: '/facebook' } },
    { id: 'linkedin', icon: 'users', links: { linkedin: '/linkedin' } },
    { id: 'china', icon: 'globe', links: { xhs: '/xhs' } },
    { id: 'community', icon: 'chat', links: { content: '/services/content' } },
    { id: 'creators', icon: 'star', links: { influencer: '/services/influencer' } },
  ],
  platforms: {
    logos: ['facebook', 'instagram', 'tiktok', 'twitter', 'linkedin', 'line', 'wechat', 'weibo', 'smallredbook', 'youtube'],
    rows: [5, 5],
  },
  whyUs: [
    { id: 'local', icon: 'map' },
    { id: 'paidOrganic', icon: 'layers' },
    { id: 'data', icon: 'chart', links: { tech: '/tech-data' } },
  ],
};
