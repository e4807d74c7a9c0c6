import chatCyanArt from '../../../assets/platforms/chat-cyan.svg';
import targetVioletArt from '../../../assets/platforms/target-violet.svg';
import reachWarmArt from '../../../assets/platforms/reach-warm.svg';
import { definePlatform } from '../../../sections/platform-descriptor';

export const descriptor = definePlatform('platform-twitter', {
  bannerArt: 'grid',
  bannerTitleKey: 'banner.title',
  bannerTextKey: 'banner.text',
  descriptionTitleKey: 'description.title',
  descriptionKeys: ['description.lead', 'description.body'],
  links: { social: '/services/social' },
  benefits: [
    { key: 'benefits.conversation', image: chatCyanArt },
    { key: 'benefits.targeting', image: targetVioletArt },
    { key: 'benefits.moments', image: reachWarmArt },
  ],
});
