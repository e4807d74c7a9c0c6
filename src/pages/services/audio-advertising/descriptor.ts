import type { ServiceDescriptor } from '../../../sections/service-descriptor';

/** Audio advertising (/services/audio-advertising): the ten partner audio platforms and the ad lengths. */
export const audio: ServiceDescriptor<'service-audio-advertising'> = {
  banner: { art: 'wave' },
  intro: { stats: [{ id: 'audience' }, { id: 'platforms' }, { id: 'lengths' }] },
  services: [
    { id: 'streaming', icon: 'audio', minHeight: 216 },
    { id: 'podcasts', icon: 'chat', minHeight: 216 },
    { id: 'programmatic', icon: 'spark', minHeight: 216, links: { tech: '/tech-data' } },
    { id: 'radio', icon: 'map', minHeight: 216 },
    { id: 'production', icon: 'pen', minHeight: 216, links: { content: '/services/content' } },
    { id: 'measurement', icon: 'chart', minHeight: 216, links: { display: '/services/display' } },
  ],
  platforms: {
    logos: ['joox', 'desk', 'apple', 'spotify', 'podcasts', 'youtubeMusic', 'tero', 'acast', 'zing', 'noice'],
    rows: [5, 5],
  },
  whyUs: [
    { id: 'partners', icon: 'audio' },
    { id: 'data', icon: 'target' },
    { id: 'integrated', icon: 'layers', links: { video: '/services/video', tech: '/tech-data' } },
  ],
  extras: [
    {
      kind: 'formats',
      key: 'lengths',
      after: 'intro',
      columns: 3,
      items: [
        { id: 'short', art: 'audio' },
        { id: 'standard', art: 'audio' },
        { id: 'long', art: 'audio' },
      ],
    },
  ],
};
