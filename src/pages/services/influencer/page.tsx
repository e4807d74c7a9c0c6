import { ServicePage } from '../../../sections/service-page';
import { influencer } from './descriptor';

/** Influencer (KOL) marketing: /services/influencer. */
export default function InfluencerPage() {
  return <ServicePage ns="service-influencer" descriptor={influencer} />;
}
