import { ServicePage } from '../../../sections/service-page';
import { grabads } from './descriptor';

/** GrabAds agency: /services/grabads-agency. */
export default function GrabAdsPage() {
  return <ServicePage ns="service-grabads-agency" descriptor={grabads} />;
}
