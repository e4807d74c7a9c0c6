import type { ServiceDescriptor } from '../../../sections/service-descriptor';

/** GrabAds agency (/services/grabads-agency): headline statistics, ad formats, why GrabAds. */
export const grabads: ServiceDescriptor<'service-grabads-agency'> = {
  banner: { art: 'wave' },
  intro: { stats: [{ id: 'users' }, { id: 'equity' }, { id: 'reach' }] },
  services: [
    { id: 'strategy', icon: 'target', minHeight: 216 },
    { id: 'targeting', icon: 'users', minHeight: 216 },
    { id: 'creative', icon: 'pen', minHeight: 216, links: { content: '/services/content' } },
    { id: 'merchants', icon: 'cart', minHeight: 216 },
    { id: 'omnichannel', icon: 'map', minHeight: 216, links: { omnichannel: '/services/omnichannel-marketing' } },
    { id: 'reporting', icon: 'chart', minHeight: 216, links: { tech: '/tech-data' } },
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
