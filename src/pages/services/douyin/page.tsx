import { ServicePage } from '../../../sections/service-page';
import { douyin } from './descriptor';

/** Douyin marketing: /services/douyin. */
export default function DouyinPage() {
  return <ServicePage ns="service-douyin" descriptor={douyin} />;
}
