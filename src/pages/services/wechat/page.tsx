import { ServicePage } from '../../../sections/service-page';
import { wechat } from './descriptor';

/** WeChat marketing: /services/wechat. */
export default function WechatPage() {
  return <ServicePage ns="service-wechat" descriptor={wechat} />;
}
