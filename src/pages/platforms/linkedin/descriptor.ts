import profileVioletArt from '../../../assets/platforms/profile-violet.svg';
import chartCyanArt from '../../../assets/platforms/chart-cyan.svg';
import feedVioletArt from '../../../assets/platforms/feed-violet.svg';
import { definePlatform } from '../../../sections/platform-descriptor';

export const descriptor = definePlatform('platform-linkedin', {
  bannerArt: 'grid',
  bannerTitleKey: 'banner.title',
  bannerTextKey: 'banner.text',
  descriptionTitleKey: 'description.title',
  descriptionKeys: ['description.lead', 'description.body'],
  stats: ['stats.countries'],
  benefits: [
    { key: 'benefits.targeting', image: profileVioletArt },
    { key: 'benefits.leads', image: chartCyanArt },
    { key: 'benefits.authority', image: feedVioletArt },
  ],
});
