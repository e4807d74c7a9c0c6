import type { ServiceDescriptor } from '../../../sections/service-descriptor';

/** Audio advertising (/services/audio-advertising): the ten partner audio platforms and the ad lengths. */
export const audio: ServiceDescriptor<'service-audio-advertising'> = {
  banner: { art: 'wave' },
  intro: { stats: [{ id: 'audience' }, { id: 'platforms' }, { id: 'lengths' }] },
  services: [
    { id: 'streaming', icon: 'audio' },
    { id: 'podcasts', icon: 'chat' },
    { id: 'programmatic', icon: 'spark', links: { tech: '/tech-data' } },
    { id: 'radio', icon: 'map' },
    { id: 'production', icon: 'pen', links: { content: '/services/content' } },
    { id: 'measurement', icon: 'chart', links: { display: '/services/display' } },
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
