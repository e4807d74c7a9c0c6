import type { ServiceDescriptor } from '../../../sections/service-descriptor';

/** China ecommerce (/services/china-ecommerce): marketplaces and social commerce, written as text. */
export const chinaEcommerce: ServiceDescriptor<'service-china-ecommerce'> = {
  banner: { art: 'grid' },
  intro: { stats: [{ id: 'years' }, { id: 'clients' }, { id: 'influencers' }] },
  services: [
    { id: 'strategy', icon: 'target' },
    { id: 'setup', icon: 'cart' },
    { id: 'operations', icon: 'clock' },
    { id: 'traffic', icon: 'megaphone', links: { baidu: '/services/baidu' } },
    { id: 'livestream', icon: 'video', links: { influencer: '/services/influencer' } },
    { id: 'logistics', icon: 'map' },
  ],
  platforms: { logos: ['wechat', 'douyin', 'smallredbook', 'weibo', 'baidu', 'toutiao'] },
  whyUs: [
    { id: 'fullService', icon: 'layers' },
    { id: 'content', icon: 'pen', links: { content: '/services/content' } },
    { id: 'data', icon: 'chart', links: { tech: '/tech-data' } },
  ],
  extras: [
    {
      kind: 'formats',
      key: 'channels',
      after: 'intro',
      columns: 3,
      items: [
        { id: 'tmall' },
        { id: 'jd' },
        { id: 'douyin', links: { douyin: '/services/douyin' } },
        { id: 'wechat', links: { wechat: '/services/wechat' } },
        { id: 'xiaohongshu', links: { xhs: '/services/xiaohongshu' } },
        { id: 'crossBorder' },
      ],
    },
  ],
};
