import { ServicePage } from '../../../sections/service-page';
import { display } from './descriptor';

/** Display advertising: /services/display. */
export default function DisplayPage() {
  return <ServicePage ns="service-display" descriptor={display} />;
}
