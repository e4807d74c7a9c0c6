import type { ServiceDescriptor } from '../../../sections/service-descriptor';

/** Influencer (KOL) marketing (/services/influencer). */
export const influencer: ServiceDescriptor<'service-influencer'> = {
  banner: { art: 'orbit' },
  intro: { stats: [{ id: 'influencers' }, { id: 'regions' }, { id: 'industries' }], links: { tech: '/tech-data' } },
  services: [
    { id: 'discovery', icon: 'search', links: { tech: '/tech-data' } },
    { id: 'strategy', icon: 'target' },
    { id: 'china', icon: 'globe', links: { xhs: '/xhs' } },
    { id: 'management', icon: 'shield' },
    { id: 'amplification', icon: 'megaphone', links: { social: '/services/social' } },
    { id: 'measurement', icon: 'chart' },
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
