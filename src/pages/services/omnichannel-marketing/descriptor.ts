import type { ServiceDescriptor } from '../../../sections/service-descriptor';

/** Omnichannel marketing (/services/omnichannel-marketing): partner channels and network figures. */
export const omnichannel: ServiceDescriptor<'service-omnichannel-marketing'> = {
  banner: { art: 'grid' },
  intro: { stats: [{ id: 'impressions' }, { id: 'advertisers' }, { id: 'premium' }, { id: 'publishers' }] },
  services: [
    { id: 'strategy', icon: 'target' },
    { id: 'search', icon: 'search', links: { sem: '/services/sem', social: '/services/social' } },
    { id: 'programmatic', icon: 'spark', links: { display: '/services/display' } },
    { id: 'videoAudio', icon: 'video', links: { video: '/services/video', audio: '/services/audio-advertising' } },
    { id: 'outdoor', icon: 'map', links: { ooh: '/services/ooh' } },
    { id: 'measurement', icon: 'chart', links: { tech: '/tech-data' } },
  ],
  platforms: {
    logos: ['google', 'facebook', 'instagram', 'youtube', 'tiktok', 'linkedin', 'taboola', 'spotify', 'line', 'wechat', 'grab', 'asiaray'],
    rows: [6, 6],
  },
  whyUs: [
    { id: 'fullService', icon: 'layers' },
    { id: 'data', icon: 'spark', links: { tech: '/tech-data' } },
    { id: 'experience', icon: 'star' },
  ],
  extras: [
    {
      kind: 'list',
      key: 'journey',
      after: 'services',
      marker: 'number',
      columns: 2,
      items: [{ id: 'audience' }, { id: 'plan' }, { id: 'run' }, { id: 'learn' }],
    },
  ],
};
