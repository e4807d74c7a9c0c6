import type { ServiceDescriptor } from '../../../sections/service-descriptor';

/** China ecommerce (/services/china-ecommerce): marketplaces and social commerce, written as text. */
export const chinaEcommerce: ServiceDescriptor<'service-china-ecommerce'> = {
  banner: { art: 'grid' },
  intro: { stats: [{ id: 'years' }, { id: 'clients' }, { id: 'influencers' }] },
  services: [
    { id: 'strategy', icon: 'target', minHeight: 216 },
    { id: 'setup', icon: 'cart', minHeight: 216 },
    { id: 'operations', icon: 'clock', minHeight: 216 },
    { id: 'traffic', icon: 'megaphone', minHeight: 216, links: { baidu: '/services/baidu' } },
    { id: 'livestream', icon: 'video', minHeight: 216, links: { influencer: '/services/influencer' } },
    { id: 'logistics', icon: 'map', minHeight: 216 },
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
