import billboardVioletArt from '../../../assets/platforms/billboard-violet.svg';
import transitCyanArt from '../../../assets/platforms/transit-cyan.svg';
import screenWarmArt from '../../../assets/platforms/screen-warm.svg';
import { definePlatform } from '../../../sections/platform-descriptor';

export const descriptor = definePlatform('platform-outdoor', {
  bannerArt: 'orbit',
  bannerTitleKey: 'banner.title',
  bannerTextKey: 'banner.text',
  descriptionTitleKey: 'description.title',
  descriptionKeys: ['description.lead', 'description.body'],
  links: { ooh: '/services/ooh', pdooh: '/services/programmatic-dooh' },
  benefits: [
    { key: 'benefits.landmarks', image: billboardVioletArt },
    { key: 'benefits.transit', image: transitCyanArt },
    { key: 'benefits.programmatic', image: screenWarmArt },
  ],
});
