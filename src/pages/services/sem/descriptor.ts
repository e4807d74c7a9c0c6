import type { ServiceDescriptor } from '../../../sections/service-descriptor';

/** Search engine marketing (/services/sem and /digital-marketing). */
export const sem: ServiceDescriptor<'service-sem'> = {
  banner: { art: 'grid' },
  intro: { stats: [{ id: 'reach' }, { id: 'budget' }, { id: 'clients' }] },
  services: [
    { id: 'keywords', icon: 'search', minHeight: 216 },
    { id: 'structure', icon: 'layers', minHeight: 216 },
    { id: 'copy', icon: 'pen', minHeight: 216, links: { content: '/services/content' } },
    { id: 'bidding', icon: 'chart', minHeight: 216, links: { tech: '/tech-data' } },
    { id: 'engines', icon: 'globe', minHeight: 216, links: { baidu: '/services/baidu' } },
    { id: 'reporting', icon: 'target', minHeight: 216, links: { seo: '/services/seo' } },
  ],
  platforms: { logos: ['google', 'googleAds', 'bing', 'baidu', 'naver', 'yahoo', 'yandex'], rows: [4, 3] },
  whyUs: [
    { id: 'certified', icon: 'shield' },
    { id: 'technology', icon: 'spark', links: { tech: '/tech-data' } },
    { id: 'local', icon: 'map' },
  ],
  extras: [
    {
      kind: 'list',
      key: 'process',
      after: 'platforms',
      marker: 'number',
      columns: 2,
      items: [{ id: 'audit' }, { id: 'plan' }, { id: 'optimise' }, { id: 'report' }],
    },
  ],
};
