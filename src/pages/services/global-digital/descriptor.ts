import type { ServiceDescriptor } from '../../../sections/service-descriptor';

/** Global digital advertising (/services/global-digital): platform partners, channels by objective. */
export const globalDigital: ServiceDescriptor<'service-global-digital'> = {
  banner: { art: 'orbit' },
  intro: { stats: [{ id: 'audience' }, { id: 'exchanges' }, { id: 'markets' }] },
  services: [
    { id: 'strategy', icon: 'map' },
    { id: 'media', icon: 'layers' },
    { id: 'localisation', icon: 'pen', links: { content: '/services/content' } },
    { id: 'programmatic', icon: 'spark', links: { tech: '/tech-data' } },
    { id: 'influencers', icon: 'users', links: { influencer: '/services/influencer' } },
    { id: 'reporting', icon: 'chart' },
  ],
  platforms: {
    logos: ['google', 'facebook', 'instagram', 'youtube', 'linkedin', 'twitter', 'tiktok', 'yahoo', 'bing', 'yandex', 'naver', 'line', 'criteo'],
    rows: [5, 4, 4],
  },
  whyUs: [
    { id: 'partners', icon: 'shield' },
    { id: 'asia', icon: 'globe', links: { baidu: '/services/baidu', wechat: '/services/wechat' } },
    { id: 'scale', icon: 'star' },
  ],
  extras: [
    {
      kind: 'formats',
      key: 'channels',
      after: 'intro',
      columns: 4,
      items: [
        { id: 'search', links: { google: '/google', sem: '/services/sem' } },
        {
          id: 'social',
          links: { facebook: '/facebook', linkedin: '/linkedin', twitter: '/twitter', social: '/services/social' },
        },
        { id: 'video', links: { youtube: '/youtube', tiktok: '/tiktok' } },
        { id: 'programmatic', links: { gdn: '/gdn', yahoo: '/yahoo', tech: '/tech-data' } },
      ],
    },
    {
      kind: 'list',
      key: 'process',
      after: 'platforms',
      marker: 'number',
      columns: 2,
      items: [{ id: 'research' }, { id: 'plan' }, { id: 'launch' }, { id: 'scale' }],
    },
  ],
};
