import type { ServiceDescriptor } from '../../../sections/service-descriptor';

/** Native advertising network (/services/taboola): intro statistics and the six-placement ad overview. */
export const taboola: ServiceDescriptor<'service-taboola'> = {
  banner: { art: 'orbit' },
  intro: { stats: [{ id: 'users' }, { id: 'advertisers' }, { id: 'publishers' }] },
  services: [
    { id: 'strategy', icon: 'target' },
    { id: 'creative', icon: 'pen', links: { content: '/services/content' } },
    { id: 'targeting', icon: 'users', links: { tech: '/tech-data' } },
    { id: 'video', icon: 'video', links: { video: '/services/video' } },
    { id: 'conversion', icon: 'chart', links: { display: '/services/display' } },
    { id: 'safety', icon: 'shield' },
  ],
  platforms: { logos: ['taboola', 'yahoo', 'googleNews', 'line', 'naver'] },
  whyUs: [
    { id: 'premium', icon: 'star' },
    { id: 'creative', icon: 'chat' },
    { id: 'data', icon: 'spark', links: { tech: '/tech-data' } },
  ],
  extras: [
    {
      kind: 'formats',
      key: 'adOverview',
      after: 'intro',
      columns: 3,
      items: [
        { id: 'homepage', art: 'homepage' },
        { id: 'sectionFront', art: 'sectionFront' },
        { id: 'midArticle', art: 'midArticle' },
        { id: 'feed', art: 'feed' },
        { id: 'mobileNews', art: 'mobileNews' },
        { id: 'stories', art: 'stories' },
      ],
    },
  ],
};
