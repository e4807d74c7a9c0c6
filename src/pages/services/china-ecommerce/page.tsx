import { ServicePage } from '../../../sections/service-page';
import { chinaEcommerce } from './descriptor';

/** China ecommerce: /services/china-ecommerce. */
export default function ChinaEcommercePage() {
  return <ServicePage ns="service-china-ecommerce" descriptor={chinaEcommerce} />;
}
