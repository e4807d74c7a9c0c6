import type { ServiceDescriptor } from '../../../sections/service-descriptor';

/** Video advertising (/services/video). */
export const video: ServiceDescriptor<'service-video'> = {
  banner: { art: 'wave' },
  intro: {},
  services: [
    { id: 'youtube', icon: 'video', links: { youtube: '/youtube' } },
    { id: 'shortForm', icon: 'users', links: { tiktok: '/tiktok' } },
    { id: 'ctv', icon: 'layers' },
    { id: 'programmatic', icon: 'spark', links: { tech: '/tech-data' } },
    { id: 'production', icon: 'pen', links: { content: '/services/content' } },
    { id: 'measurement', icon: 'chart' },
  ],
  platforms: { logos: ['youtube', 'tiktok', 'facebook', 'instagram', 'netflix', 'mytv', 'youku', 'video360'], rows: [4, 4] },
  whyUs: [
    { id: 'creative', icon: 'star' },
    { id: 'reach', icon: 'globe' },
    { id: 'results', icon: 'target', links: { tech: '/tech-data' } },
  ],
  extras: [
    {
      kind: 'formats',
      key: 'formats',
      after: 'services',
      columns: 3,
      items: [
        { id: 'inStream', art: 'video' },
        { id: 'shortForm', art: 'stories' },
        { id: 'outStream', art: 'midArticle' },
      ],
    },
  ],
};
