import videoCyanArt from '../../../assets/platforms/video-cyan.svg';
import chatCyanArt from '../../../assets/platforms/chat-cyan.svg';
import chartWarmArt from '../../../assets/platforms/chart-warm.svg';
import { definePlatform } from '../../../sections/platform-descriptor';

export const descriptor = definePlatform('platform-facebook', {
  bannerArt: 'wave',
  bannerTitleKey: 'banner.title',
  bannerTextKey: 'banner.text',
  descriptionTitleKey: 'description.title',
  descriptionKeys: ['description.lead', 'description.body'],
  links: { social: '/services/social' },
  benefits: [
    { key: 'benefits.placements', image: videoCyanArt },
    { key: 'benefits.messaging', image: chatCyanArt },
    { key: 'benefits.sales', image: chartWarmArt },
  ],
});
