import videoWarmArt from '../../../assets/platforms/video-warm.svg';
import chatVioletArt from '../../../assets/platforms/chat-violet.svg';
import chartCyanArt from '../../../assets/platforms/chart-cyan.svg';
import { definePlatform } from '../../../sections/platform-descriptor';

export const descriptor = definePlatform('platform-tiktok', {
  bannerArt: 'wave',
  bannerTitleKey: 'banner.title',
  bannerTextKey: 'banner.text',
  descriptionTitleKey: 'description.title',
  descriptionKeys: ['description.lead', 'description.body'],
  links: { influencer: '/services/influencer', douyin: '/services/douyin' },
  stats: ['stats.users'],
  benefits: [
    { key: 'benefits.creative', image: videoWarmArt },
    { key: 'benefits.creators', image: chatVioletArt },
    { key: 'benefits.commerce', image: chartCyanArt },
  ],
});
