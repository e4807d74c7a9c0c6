import { ServicePage } from '../../../sections/service-page';
import { sem } from './descriptor';

/** Search engine marketing: /services/sem and /digital-marketing. */
export default function SemPage() {
  return <ServicePage ns="service-sem" descriptor={sem} />;
}
