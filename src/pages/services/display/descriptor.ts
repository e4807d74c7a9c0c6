import type { ServiceDescriptor } from '../../../sections/service-descriptor';

/** Display advertising (/services/display). */
export const display: ServiceDescriptor<'service-display'> = {
  banner: { art: 'grid' },
  intro: { stats: [{ id: 'media' }, { id: 'networks' }, { id: 'reach' }] },
  services: [
    { id: 'planning', icon: 'target' },
    { id: 'programmatic', icon: 'spark', links: { tech: '/tech-data' } },
    { id: 'gdn', icon: 'grid', links: { gdn: '/gdn' } },
    { id: 'retargeting', icon: 'users', links: { native: '/services/taboola' } },
    { id: 'creative', icon: 'pen', links: { design: '/graphic-design' } },
    { id: 'measurement', icon: 'shield' },
  ],
  platforms: { logos: ['google', 'video360', 'googleAds', 'yahoo', 'criteo', 'taboola', 'line'], rows: [4, 3] },
  whyUs: [
    { id: 'reach', icon: 'globe' },
    { id: 'technology', icon: 'spark', links: { tech: '/tech-data' } },
    { id: 'budget', icon: 'chart' },
  ],
  extras: [
    {
      kind: 'formats',
      key: 'formats',
      after: 'services',
      columns: 4,
      items: [
        { id: 'standard', art: 'banner' },
        { id: 'richMedia', art: 'carousel' },
        { id: 'interstitial', art: 'splash' },
        { id: 'native', art: 'feed' },
      ],
    },
  ],
};
