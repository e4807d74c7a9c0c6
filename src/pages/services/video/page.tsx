import { ServicePage } from '../../../sections/service-page';
import { video } from './descriptor';

/** Video advertising: /services/video. */
export default function VideoPage() {
  return <ServicePage ns="service-video" descriptor={video} />;
}
