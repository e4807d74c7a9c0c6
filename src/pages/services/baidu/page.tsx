import { ServicePage } from '../../../sections/service-page';
import { baidu } from './descriptor';

/** Baidu advertising: /services/baidu. */
export default function BaiduPage() {
  return <ServicePage ns="service-baidu" descriptor={baidu} />;
}
