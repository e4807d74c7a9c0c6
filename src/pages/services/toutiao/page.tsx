import { ServicePage } from '../../../sections/service-page';
import { toutiao } from './descriptor';

/** Toutiao advertising: /services/toutiao. */
export default function ToutiaoPage() {
  return <ServicePage ns="service-toutiao" descriptor={toutiao} />;
}
