import creativeWarmArt from '../../../assets/platforms/creative-warm.svg';
import reachWarmArt from '../../../assets/platforms/reach-warm.svg';
import creativeCyanArt from '../../../assets/platforms/creative-cyan.svg';
import { definePlatform } from '../../../sections/platform-descriptor';

export const descriptor = definePlatform('platform-graphic-design', {
  bannerArt: 'wave',
  bannerTitleKey: 'banner.title',
  bannerTextKey: 'banner.text',
  descriptionTitleKey: 'description.title',
  descriptionKeys: ['description.lead', 'description.body'],
  links: { content: '/services/content', industry: '/services/industry-design' },
  benefits: [
    { key: 'benefits.data', image: creativeWarmArt },
    { key: 'benefits.localisation', image: reachWarmArt },
    { key: 'benefits.consistency', image: creativeCyanArt },
  ],
});
