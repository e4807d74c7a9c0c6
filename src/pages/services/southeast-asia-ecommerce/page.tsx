import { ServicePage } from '../../../sections/service-page';
import { seaEcommerce } from './descriptor';

/** Southeast Asia ecommerce: /services/southeast-asia-ecommerce. */
export default function SoutheastAsiaEcommercePage() {
  return <ServicePage ns="service-southeast-asia-ecommerce" descriptor={seaEcommerce} />;
}
