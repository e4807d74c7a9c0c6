import searchWarmArt from '../../../assets/platforms/search-warm.svg';
import chatWarmArt from '../../../assets/platforms/chat-warm.svg';
import chartVioletArt from '../../../assets/platforms/chart-violet.svg';
import { definePlatform } from '../../../sections/platform-descriptor';

export const descriptor = definePlatform('platform-xhs', {
  bannerArt: 'wave',
  bannerTitleKey: 'banner.title',
  bannerTextKey: 'banner.text',
  descriptionTitleKey: 'description.title',
  descriptionKeys: ['description.lead', 'description.body'],
  links: { xhs: '/services/xiaohongshu' },
  benefits: [
    { key: 'benefits.search', image: searchWarmArt },
    { key: 'benefits.notes', image: chatWarmArt },
    { key: 'benefits.results', image: chartVioletArt },
  ],
});
