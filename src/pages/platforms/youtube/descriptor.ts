import videoVioletArt from '../../../assets/platforms/video-violet.svg';
import targetCyanArt from '../../../assets/platforms/target-cyan.svg';
import chartVioletArt from '../../../assets/platforms/chart-violet.svg';
import { definePlatform } from '../../../sections/platform-descriptor';

export const descriptor = definePlatform('platform-youtube', {
  bannerArt: 'orbit',
  bannerTitleKey: 'banner.title',
  bannerTextKey: 'banner.text',
  descriptionTitleKey: 'description.title',
  descriptionKeys: ['description.lead', 'description.body'],
  links: { video: '/services/video' },
  benefits: [
    { key: 'benefits.formats', image: videoVioletArt },
    { key: 'benefits.audiences', image: targetCyanArt },
    { key: 'benefits.measurement', image: chartVioletArt },
  ],
});
