import { PlatformPage } from '../../../sections/platform-page';
import { descriptor } from './descriptor';

/** Platform page /tiktok (descriptor.ts holds what it shows). */
export default function TikTokPage() {
  return <PlatformPage descriptor={descriptor} />;
}
