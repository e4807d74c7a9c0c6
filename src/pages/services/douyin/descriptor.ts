import type { ServiceDescriptor } from '../../../sections/service-descriptor';

/** Douyin marketing (/services/douyin): headline statistics, ad formats, why Douyin. */
export const douyin: ServiceDescriptor<'service-douyin'> = {
  banner: { art: 'wave' },
  intro: { stats: [{ id: 'videos' }, { id: 'users' }, { id: 'products' }, { id: 'creators' }] },
  services: [
    { id: 'account', icon: 'shield', minHeight: 216 },
    { id: 'video', icon: 'video', minHeight: 216, links: { video: '/services/video' } },
    { id: 'ads', icon: 'target', minHeight: 216 },
    { id: 'kol', icon: 'users', minHeight: 216, links: { influencer: '/services/influencer' } },
    { id: 'live', icon: 'megaphone', minHeight: 216 },
    { id: 'shop', icon: 'cart', minHeight: 216, links: { ecommerce: '/services/china-ecommerce' } },
  ],
  platforms: { logos: ['douyin', 'tiktok', 'toutiao', 'wechat', 'smallredbook', 'weibo'] },
  whyUs: [
    { id: 'creative', icon: 'pen' },
    { id: 'creators', icon: 'users', links: { tech: '/tech-data' } },
    { id: 'global', icon: 'globe', links: { tiktok: '/tiktok' } },
  ],
  extras: [
    {
      kind: 'formats',
      key: 'formats',
      after: 'intro',
      columns: 3,
      items: [
        { id: 'topView', art: 'splash' },
        { id: 'inFeed', art: 'feed' },
        { id: 'search', art: 'search' },
        { id: 'challenge', art: 'stories' },
        { id: 'live', art: 'video' },
        { id: 'shop', art: 'carousel' },
      ],
    },
    {
      kind: 'list',
      key: 'whyChoose',
      after: 'services',
      marker: 'check',
      columns: 2,
      items: [{ id: 'attention' }, { id: 'discovery' }, { id: 'commerce' }, { id: 'creators' }],
    },
  ],
};
