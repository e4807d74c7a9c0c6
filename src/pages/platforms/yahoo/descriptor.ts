import feedCyanArt from '../../../assets/platforms/feed-cyan.svg';
import reachVioletArt from '../../../assets/platforms/reach-violet.svg';
import chartWarmArt from '../../../assets/platforms/chart-warm.svg';
import { definePlatform } from '../../../sections/platform-descriptor';

export const descriptor = definePlatform('platform-yahoo', {
  bannerArt: 'grid',
  bannerTitleKey: 'banner.title',
  bannerTextKey: 'banner.text',
  descriptionTitleKey: 'description.title',
  descriptionKeys: ['description.lead', 'description.body'],
  links: { native: '/services/taboola' },
  benefits: [
    { key: 'benefits.native', image: feedCyanArt },
    { key: 'benefits.audiences', image: reachVioletArt },
    { key: 'benefits.performance', image: chartWarmArt },
  ],
});
