import { PlatformPage } from '../../../sections/platform-page';
import { descriptor } from './descriptor';

/** Platform page /google (descriptor.ts holds what it shows). */
export default function GoogleDiscoveryPage() {
  return <PlatformPage descriptor={descriptor} />;
}
