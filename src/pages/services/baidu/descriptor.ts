import type { ServiceDescriptor } from '../../../sections/service-descriptor';

/** Baidu advertising (/services/baidu): headline statistics, ad formats, why Baidu. */
export const baidu: ServiceDescriptor<'service-baidu'> = {
  banner: { art: 'grid' },
  intro: { stats: [{ id: 'share' }, { id: 'mobile' }, { id: 'app' }] },
  services: [
    { id: 'account', icon: 'shield' },
    { id: 'keywords', icon: 'search' },
    { id: 'campaigns', icon: 'layers', links: { sem: '/services/sem' } },
    { id: 'feed', icon: 'grid', links: { content: '/services/content' } },
    { id: 'landing', icon: 'code' },
    { id: 'optimisation', icon: 'chart', links: { tech: '/tech-data' } },
  ],
  platforms: { logos: ['baidu', 'wechat', 'weibo', 'douyin', 'smallredbook', 'toutiao'] },
  whyUs: [
    { id: 'local', icon: 'map' },
    { id: 'experience', icon: 'star' },
    {
      id: 'integrated',
      icon: 'link',
      links: { wechat: '/services/wechat', xhs: '/services/xiaohongshu', douyin: '/services/douyin' },
    },
  ],
  extras: [
    {
      kind: 'formats',
      key: 'formats',
      after: 'intro',
      columns: 3,
      items: [
        { id: 'search', art: 'search' },
        { id: 'brandZone', art: 'homepage' },
        { id: 'feed', art: 'feed' },
        { id: 'splash', art: 'splash' },
        { id: 'display', art: 'banner' },
        { id: 'video', art: 'video' },
      ],
    },
    {
      kind: 'list',
      key: 'whyChoose',
      after: 'services',
      marker: 'check',
      columns: 2,
      items: [{ id: 'intent' }, { id: 'share' }, { id: 'ecosystem' }, { id: 'measurable' }],
    },
  ],
};
