import { ServicePage } from '../../../sections/service-page';
import { audio } from './descriptor';

/** Audio advertising: /services/audio-advertising. */
export default function AudioPage() {
  return <ServicePage ns="service-audio-advertising" descriptor={audio} />;
}
