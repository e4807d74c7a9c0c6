import type { ServiceDescriptor } from '../../../sections/service-descriptor';

/** Influencer (KOL) marketing (/services/influencer). */
export const influencer: ServiceDescriptor<'service-influencer'> = {
  banner: { art: 'orbit' },
  intro: { stats: [{ id: 'influencers' }, { id: 'regions' }, { id: 'industries' }], links: { tech: '/tech-data' } },
  services: [
    { id: 'discovery', icon: 'search', minHeight: 216, links: { tech: '/tech-data' } },
    { id: 'strategy', icon: 'target', minHeight: 216 },
    { id: 'china', icon: 'globe', minHeight: 216, links: { xhs: '/xhs' } },
    { id: 'management', icon: 'shield', minHeight: 216 },
    { id: 'amplification', icon: 'megaphone', minHeight: 216, links: { social: '/services/social' } },
    { id: 'measurement', icon: 'chart', minHeight: 216 },
  ],
  platforms: { logos: ['instagram', 'tiktok', 'youtube', 'smallredbook', 'douyin', 'weibo', 'facebook', 'line'], rows: [4, 4] },
  whyUs: [
    { id: 'network', icon: 'users' },
    { id: 'technology', icon: 'spark', links: { tech: '/tech-data' } },
    { id: 'integrated', icon: 'layers', links: { content: '/services/content' } },
  ],
  extras: [
    {
      kind: 'formats',
      key: 'tiers',
      after: 'services',
      columns: 4,
      items: [{ id: 'mega' }, { id: 'macro' }, { id: 'micro' }, { id: 'nano' }],
    },
  ],
};
