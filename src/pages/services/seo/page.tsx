import { ServicePage } from '../../../sections/service-page';
import { seo } from './descriptor';

/** Search engine optimisation: /services/seo. */
export default function SeoPage() {
  return <ServicePage ns="service-seo" descriptor={seo} />;
}
