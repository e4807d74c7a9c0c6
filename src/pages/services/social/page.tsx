import { ServicePage } from '../../../sections/service-page';
import { social } from './descriptor';

/** Social media marketing: /services/social. */
export default function SocialPage() {
  return <ServicePage ns="service-social" descriptor={social} />;
}
