import { ServicePage } from '../../../sections/service-page';
import { omnichannel } from './descriptor';

/** Omnichannel marketing: /services/omnichannel-marketing. */
export default function OmnichannelPage() {
  return <ServicePage ns="service-omnichannel-marketing" descriptor={omnichannel} />;
}
