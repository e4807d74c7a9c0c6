import type { ServiceDescriptor } from '../../../sections/service-descriptor';

/** GrabAds agency (/services/grabads-agency): headline statistics, ad formats, why GrabAds. */
export const grabads: ServiceDescriptor<'service-grabads-agency'> = {
  banner: { art: 'wave' },
  intro: { stats: [{ id: 'users' }, { id: 'equity' }, { id: 'reach' }] },
  services: [
    { id: 'strategy', icon: 'target' },
    { id: 'targeting', icon: 'users' },
    { id: 'creative', icon: 'pen', links: { content: '/services/content' } },
    { id: 'merchants', icon: 'cart' },
    { id: 'omnichannel', icon: 'map', links: { omnichannel: '/services/omnichannel-marketing' } },
    { id: 'reporting', icon: 'chart', links: { tech: '/tech-data' } },
  ],
  platforms: { logos: ['grab', 'google', 'facebook', 'tiktok', 'line', 'youtube'] },
  whyUs: [
    { id: 'region', icon: 'globe' },
    { id: 'search', icon: 'search', links: { sem: '/services/sem' } },
    { id: 'regional', icon: 'layers', links: { ecommerce: '/services/southeast-asia-ecommerce' } },
  ],
  extras: [
    {
      kind: 'formats',
      key: 'formats',
      after: 'intro',
      columns: 3,
      items: [
        { id: 'carousel', art: 'carousel' },
        { id: 'banner', art: 'banner' },
        { id: 'search', art: 'search' },
      ],
    },
    {
      kind: 'list',
      key: 'whyChoose',
      after: 'services',
      marker: 'check',
      columns: 2,
      items: [{ id: 'daily' }, { id: 'data' }, { id: 'regional' }, { id: 'safe' }],
    },
  ],
};
