import type { ServiceDescriptor } from '../../../sections/service-descriptor';

/** Xiaohongshu (RED) marketing (/services/xiaohongshu): headline statistics, ad formats, why Xiaohongshu. */
export const xiaohongshu: ServiceDescriptor<'service-xiaohongshu'> = {
  banner: { art: 'wave' },
  intro: { stats: [{ id: 'exposure' }, { id: 'users' }, { id: 'creators' }, { id: 'young' }] },
  services: [
    { id: 'account', icon: 'shield' },
    { id: 'notes', icon: 'pen', links: { content: '/services/content' } },
    { id: 'koc', icon: 'users', links: { influencer: '/services/influencer' } },
    { id: 'ads', icon: 'target' },
    { id: 'search', icon: 'search' },
    { id: 'shop', icon: 'cart', links: { ecommerce: '/services/china-ecommerce' } },
  ],
  platforms: { logos: ['smallredbook', 'wechat', 'douyin', 'weibo', 'baidu'] },
  whyUs: [
    { id: 'seeding', icon: 'users', links: { tech: '/tech-data' } },
    { id: 'native', icon: 'chat', links: { xhs: '/xhs' } },
    { id: 'results', icon: 'chart', links: { wechat: '/services/wechat' } },
  ],
  extras: [
    {
      kind: 'formats',
      key: 'formats',
      after: 'intro',
      columns: 2,
      items: [
        { id: 'feed', art: 'feed' },
        { id: 'search', art: 'search' },
        { id: 'splash', art: 'splash' },
        { id: 'video', art: 'video' },
      ],
    },
    {
      kind: 'list',
      key: 'whyChoose',
      after: 'services',
      marker: 'check',
      columns: 2,
      items: [{ id: 'audience' }, { id: 'trust' }, { id: 'search' }, { id: 'categories' }],
    },
  ],
};
