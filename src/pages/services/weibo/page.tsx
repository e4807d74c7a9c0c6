import { ServicePage } from '../../../sections/service-page';
import { weibo } from './descriptor';

/** Weibo marketing: /services/weibo. */
export default function WeiboPage() {
  return <ServicePage ns="service-weibo" descriptor={weibo} />;
}
