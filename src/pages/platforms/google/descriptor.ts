import feedVioletArt from '../../../assets/platforms/feed-violet.svg';
import targetCyanArt from '../../../assets/platforms/target-cyan.svg';
import chartWarmArt from '../../../assets/platforms/chart-warm.svg';
import { definePlatform } from '../../../sections/platform-descriptor';

export const descriptor = definePlatform('platform-google', {
  bannerArt: 'orbit',
  bannerTitleKey: 'banner.title',
  bannerTextKey: 'banner.text',
  descriptionTitleKey: 'description.title',
  descriptionKeys: ['description.lead', 'description.body'],
  links: { sem: '/services/sem' },
  benefits: [
    { key: 'benefits.feeds', image: feedVioletArt },
    { key: 'benefits.audiences', image: targetCyanArt },
    { key: 'benefits.performance', image: chartWarmArt },
  ],
});
