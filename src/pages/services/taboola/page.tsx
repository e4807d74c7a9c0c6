import { ServicePage } from '../../../sections/service-page';
import { taboola } from './descriptor';

/** Native advertising network: /services/taboola. */
export default function NativeNetworkPage() {
  return <ServicePage ns="service-taboola" descriptor={taboola} />;
}
