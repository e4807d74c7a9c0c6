import { ServicePage } from '../../../sections/service-page';
import { content } from './descriptor';

/** Content marketing: /services/content. */
export default function ContentPage() {
  return <ServicePage ns="service-content" descriptor={content} />;
}
