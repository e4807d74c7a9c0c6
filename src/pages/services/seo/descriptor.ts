import type { ServiceDescriptor } from '../../../sections/service-descriptor';

/** Search engine optimisation (/services/seo). */
export const seo: ServiceDescriptor<'service-seo'> = {
  banner: { art: 'orbit' },
  intro: { stats: [{ id: 'reach' }, { id: 'years' }, { id: 'clients' }] },
  services: [
    { id: 'audit', icon: 'code', minHeight: 216 },
    { id: 'research', icon: 'search', minHeight: 216, links: { sem: '/services/sem' } },
    { id: 'onPage', icon: 'layers', minHeight: 216 },
    { id: 'content', icon: 'pen', minHeight: 216, links: { content: '/services/content' } },
    { id: 'authority', icon: 'link', minHeight: 216, links: { influencer: '/services/influencer' } },
    { id: 'multilingual', icon: 'globe', minHeight: 216, links: { baidu: '/services/baidu' } },
  ],
  platforms: { logos: ['google', 'baidu', 'bing', 'naver', 'yahoo', 'yandex', 'googleNews'], rows: [4, 3] },
  whyUs: [
    { id: 'whiteHat', icon: 'shield' },
    { id: 'native', icon: 'chat' },
    { id: 'measured', icon: 'chart', links: { tech: '/tech-data' } },
  ],
  extras: [{ kind: 'text', key: 'together', after: 'services', paragraphs: ['one', 'two'], links: { sem: '/services/sem' } }],
};
