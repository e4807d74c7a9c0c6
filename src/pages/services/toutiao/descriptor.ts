import type { ServiceDescriptor } from '../../../sections/service-descriptor';

/** Toutiao advertising (/services/toutiao): headline statistics, ad formats, why Toutiao. */
export const toutiao: ServiceDescriptor<'service-toutiao'> = {
  banner: { art: 'grid' },
  intro: { stats: [{ id: 'views' }, { id: 'users' }, { id: 'time' }] },
  services: [
    { id: 'account', icon: 'shield' },
    { id: 'targeting', icon: 'target' },
    { id: 'creative', icon: 'video', links: { video: '/services/video' } },
    { id: 'content', icon: 'pen', links: { content: '/services/content' } },
    { id: 'leads', icon: 'users' },
    { id: 'optimisation', icon: 'chart', links: { tech: '/tech-data' } },
  ],
  platforms: { logos: ['toutiao', 'douyin', 'baidu', 'wechat', 'weibo', 'souhu'] },
  whyUs: [
    { id: 'performance', icon: 'chart' },
    { id: 'local', icon: 'map' },
    { id: 'integrated', icon: 'link', links: { douyin: '/services/douyin', baidu: '/services/baidu' } },
  ],
  extras: [
    {
      kind: 'formats',
      key: 'formats',
      after: 'intro',
      columns: 3,
      items: [
        { id: 'splash', art: 'splash' },
        { id: 'feed', art: 'mobileNews' },
        { id: 'article', art: 'midArticle' },
      ],
    },
    {
      kind: 'list',
      key: 'whyChoose',
      after: 'services',
      marker: 'check',
      columns: 2,
      items: [{ id: 'attention' }, { id: 'personalised' }, { id: 'mature' }, { id: 'oceanEngine' }],
    },
  ],
};
