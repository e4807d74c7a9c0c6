import type { ServiceDescriptor } from '../../../sections/service-descriptor';

/** Content marketing (/services/content). */
export const content: ServiceDescriptor<'service-content'> = {
  banner: { art: 'wave' },
  intro: {},
  services: [
    { id: 'strategy', icon: 'target' },
    { id: 'copywriting', icon: 'pen' },
    { id: 'video', icon: 'video', links: { video: '/services/video' } },
    { id: 'design', icon: 'grid', links: { design: '/graphic-design' } },
    { id: 'seoContent', icon: 'search', links: { seo: '/services/seo' } },
    { id: 'distribution', icon: 'megaphone', links: { social: '/services/social', native: '/services/taboola' } },
  ],
  platforms: { logos: ['wechat', 'smallredbook', 'facebook', 'instagram', 'youtube', 'linkedin', 'taboola', 'googleNews'], rows: [4, 4] },
  whyUs: [
    { id: 'native', icon: 'chat' },
    { id: 'journey', icon: 'target' },
    { id: 'distribution', icon: 'megaphone', links: { influencer: '/services/influencer' } },
  ],
  extras: [
    {
      kind: 'list',
      key: 'formats',
      after: 'services',
      marker: 'check',
      columns: 2,
      items: [{ id: 'articles' }, { id: 'social' }, { id: 'video' }, { id: 'infographics' }, { id: 'ebooks' }, { id: 'newsletters' }],
    },
  ],
};
