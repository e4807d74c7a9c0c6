import type { ServiceDescriptor } from '../../../sections/service-descriptor';

/** WeChat marketing (/services/wechat): headline statistics, ad formats, why WeChat. */
export const wechat: ServiceDescriptor<'service-wechat'> = {
  banner: { art: 'orbit' },
  intro: { stats: [{ id: 'rank' }, { id: 'users' }, { id: 'miniPrograms' }] },
  services: [
    { id: 'account', icon: 'shield' },
    { id: 'content', icon: 'pen', links: { content: '/services/content' } },
    { id: 'ads', icon: 'target' },
    { id: 'miniProgram', icon: 'code' },
    { id: 'kol', icon: 'users', links: { influencer: '/services/influencer' } },
    { id: 'crm', icon: 'chat' },
  ],
  platforms: { logos: ['wechat', 'baidu', 'weibo', 'douyin', 'smallredbook', 'toutiao'] },
  whyUs: [
    { id: 'ecosystem', icon: 'layers' },
    { id: 'data', icon: 'chart', links: { tech: '/tech-data' } },
    { id: 'china', icon: 'map', links: { baidu: '/services/baidu', xhs: '/services/xiaohongshu' } },
  ],
  extras: [
    {
      kind: 'formats',
      key: 'formats',
      after: 'intro',
      columns: 2,
      items: [
        { id: 'moments', art: 'feed' },
        { id: 'officialAccount', art: 'midArticle' },
        { id: 'miniProgram', art: 'banner' },
        { id: 'channels', art: 'video' },
      ],
    },
    {
      kind: 'list',
      key: 'whyChoose',
      after: 'services',
      marker: 'check',
      columns: 2,
      items: [{ id: 'reach' }, { id: 'ownedAudience' }, { id: 'closedLoop' }, { id: 'trust' }],
    },
  ],
};
