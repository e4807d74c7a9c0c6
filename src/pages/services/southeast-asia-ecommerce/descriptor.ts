import type { ServiceDescriptor } from '../../../sections/service-descriptor';

/** Southeast Asia ecommerce (/services/southeast-asia-ecommerce): marketplaces written as text. */
export const seaEcommerce: ServiceDescriptor<'service-southeast-asia-ecommerce'> = {
  banner: { art: 'wave' },
  intro: { stats: [{ id: 'clients' }, { id: 'regions' }, { id: 'influencers' }] },
  services: [
    { id: 'strategy', icon: 'map' },
    { id: 'setup', icon: 'cart' },
    { id: 'operations', icon: 'clock' },
    { id: 'ads', icon: 'target', links: { social: '/services/social' } },
    { id: 'live', icon: 'video', links: { influencer: '/services/influencer' } },
    { id: 'content', icon: 'pen', links: { content: '/services/content' } },
  ],
  platforms: { logos: ['tiktok', 'grab', 'facebook', 'instagram', 'google', 'youtube', 'line'], rows: [4, 3] },
  whyUs: [
    { id: 'local', icon: 'globe' },
    { id: 'allInOne', icon: 'layers' },
    { id: 'technology', icon: 'chart', links: { tech: '/tech-data' } },
  ],
  extras: [
    {
      kind: 'formats',
      key: 'channels',
      after: 'intro',
      columns: 2,
      items: [
        { id: 'shopee' },
        { id: 'lazada' },
        { id: 'tiktokShop', links: { tiktok: '/tiktok' } },
        { id: 'grab', links: { grab: '/services/grabads-agency' } },
      ],
    },
    {
      kind: 'list',
      key: 'process',
      after: 'services',
      marker: 'number',
      columns: 2,
      items: [{ id: 'launch' }, { id: 'traffic' }, { id: 'convert' }, { id: 'scale' }],
    },
  ],
};
