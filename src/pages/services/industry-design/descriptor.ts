import type { ServiceDescriptor } from '../../../sections/service-descriptor';

/**
 * Industry marketing (/services/industry-design): the common service blocks. The nine industry
 * cards (`industries.ts`) are a section of the page's own, which the page hands to the template.
 */
export const industryDesign: ServiceDescriptor<'service-industry-design'> = {
  banner: { art: 'grid' },
  intro: { stats: [{ id: 'industries' }, { id: 'clients' }, { id: 'years' }] },
  services: [
    { id: 'research', icon: 'chart' },
    { id: 'journey', icon: 'map' },
    { id: 'compliance', icon: 'shield' },
    { id: 'creative', icon: 'pen', links: { content: '/services/content' } },
    { id: 'influencers', icon: 'users', links: { influencer: '/services/influencer' } },
    { id: 'measurement', icon: 'target', links: { tech: '/tech-data' } },
  ],
  platforms: {
    logos: ['google', 'facebook', 'instagram', 'youtube', 'linkedin', 'tiktok', 'wechat', 'smallredbook', 'douyin', 'baidu'],
    rows: [5, 5],
  },
  whyUs: [
    { id: 'experience', icon: 'star' },
    { id: 'reach', icon: 'globe' },
    { id: 'results', icon: 'chart' },
  ],
};
