import { ServicePage } from '../../../sections/service-page';
import { globalDigital } from './descriptor';

/** Global digital advertising: /services/global-digital. */
export default function GlobalDigitalPage() {
  return <ServicePage ns="service-global-digital" descriptor={globalDigital} />;
}
