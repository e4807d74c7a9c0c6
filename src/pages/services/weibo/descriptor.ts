import type { ServiceDescriptor } from '../../../sections/service-descriptor';

/** Weibo marketing (/services/weibo): headline statistics, ad formats, why Weibo. */
export const weibo: ServiceDescriptor<'service-weibo'> = {
  banner: { art: 'orbit' },
  intro: { stats: [{ id: 'rank' }, { id: 'users' }, { id: 'posts' }] },
  services: [
    { id: 'account', icon: 'shield' },
    { id: 'content', icon: 'pen', links: { content: '/services/content' } },
    { id: 'ads', icon: 'target' },
    { id: 'kol', icon: 'star', links: { influencer: '/services/influencer' } },
    { id: 'topics', icon: 'megaphone' },
    { id: 'listening', icon: 'chat' },
  ],
  platforms: { logos: ['weibo', 'wechat', 'douyin', 'smallredbook', 'baidu', 'toutiao'] },
  whyUs: [
    { id: 'speed', icon: 'clock' },
    { id: 'influence', icon: 'users', links: { tech: '/tech-data' } },
    { id: 'integrated', icon: 'link', links: { wechat: '/services/wechat', douyin: '/services/douyin' } },
  ],
  extras: [
    {
      kind: 'formats',
      key: 'formats',
      after: 'intro',
      columns: 3,
      items: [
        { id: 'splash', art: 'splash' },
        { id: 'hotSearch', art: 'search' },
        { id: 'feed', art: 'feed' },
      ],
    },
    {
      kind: 'list',
      key: 'whyChoose',
      after: 'services',
      marker: 'check',
      columns: 2,
      items: [{ id: 'viral' }, { id: 'trends' }, { id: 'fans' }, { id: 'insight' }],
    },
  ],
};
