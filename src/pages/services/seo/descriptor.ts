import type { ServiceDescriptor } from '../../../sections/service-descriptor';

/** Search engine optimisation (/services/seo). */
export const seo: ServiceDescriptor<'service-seo'> = {
  banner: { art: 'orbit' },
  intro: { stats: [{ id: 'reach' }, { id: 'years' }, { id: 'clients' }] },
  services: [
    { id: 'audit', icon: 'code' },
    { id: 'research', icon: 'search', links: { sem: '/services/sem' } },
    { id: 'onPage', icon: 'layers' },
    { id: 'content', icon: 'pen', links: { content: '/services/content' } },
    { id: 'authority', icon: 'link', links: { influencer: '/services/influencer' } },
    { id: 'multilingual', icon: 'globe', links: { baidu: '/services/baidu' } },
  ],
  platforms: { logos: ['google', 'baidu', 'bing', 'naver', 'yahoo', 'yandex', 'googleNews'], rows: [4, 3] },
  whyUs: [
    { id: 'whiteHat', icon: 'shield' },
    { id: 'native', icon: 'chat' },
    { id: 'measured', icon: 'chart', links: { tech: '/tech-data' } },
  ],
  extras: [{ kind: 'text', key: 'together', after: 'services', paragraphs: ['one', 'two'], links: { sem: '/services/sem' } }],
};
