import reachCyanArt from '../../../assets/platforms/reach-cyan.svg';
import targetVioletArt from '../../../assets/platforms/target-violet.svg';
import creativeVioletArt from '../../../assets/platforms/creative-violet.svg';
import { definePlatform } from '../../../sections/platform-descriptor';

export const descriptor = definePlatform('platform-gdn', {
  bannerArt: 'grid',
  bannerTitleKey: 'banner.title',
  bannerTextKey: 'banner.text',
  descriptionTitleKey: 'description.title',
  descriptionKeys: ['description.lead', 'description.body'],
  links: { display: '/services/display' },
  stats: ['stats.sites', 'stats.reach'],
  benefits: [
    { key: 'benefits.scale', image: reachCyanArt },
    { key: 'benefits.remarketing', image: targetVioletArt },
    { key: 'benefits.creative', image: creativeVioletArt },
  ],
});
