import { ServicePage } from '../../../sections/service-page';
import { xiaohongshu } from './descriptor';

/** Xiaohongshu (RED) marketing: /services/xiaohongshu. */
export default function XiaohongshuPage() {
  return <ServicePage ns="service-xiaohongshu" descriptor={xiaohongshu} />;
}
