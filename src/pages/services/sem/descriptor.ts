import type { ServiceDescriptor } from '../../../sections/service-descriptor';

/** Search engine marketing (/services/sem and /digital-marketing). */
export const sem: ServiceDescriptor<'service-sem'> = {
  banner: { art: 'grid' },
  intro: { stats: [{ id: 'reach' }, { id: 'budget' }, { id: 'clients' }] },
  services: [
    { id: 'keywords', icon: 'search' },
    { id: 'structure', icon: 'layers' },
    { id: 'copy', icon: 'pen', links: { content: '/services/content' } },
    { id: 'bidding', icon: 'chart', links: { tech: '/tech-data' } },
    { id: 'engines', icon: 'globe', links: { baidu: '/services/baidu' } },
    { id: 'reporting', icon: 'target', links: { seo: '/services/seo' } },
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
