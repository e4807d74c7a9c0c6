import type { ServiceDescriptor } from '../../../sections/service-descriptor';

/** Douyin marketing (/services/douyin): headline statistics, ad formats, why Douyin. */
export const douyin: ServiceDescriptor<'service-douyin'> = {
  banner: { art: 'wave' },
  intro: { stats: [{ id: 'videos' }, { id: 'users' }, { id: 'products' }, { id: 'creators' }] },
  services: [
    { id: 'account', icon: 'shield' },
    { id: 'video', icon: 'video', links: { video: '/services/video' } },
    { id: 'ads', icon: 'target' },
    { id: 'kol', icon: 'users', links: { influencer: '/services/influencer' } },
    { id: 'live', icon: 'megaphone' },
    { id: 'shop', icon: 'cart', links: { ecommerce: '/services/china-ecommerce' } },
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
