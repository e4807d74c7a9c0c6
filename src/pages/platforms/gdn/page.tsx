import { PlatformPage } from '../../../sections/platform-page';
import { descriptor } from './descriptor';

/** Platform page /gdn (descriptor.ts holds what it shows). */
export default function GoogleDisplayNetworkPage() {
  return <PlatformPage descriptor={descriptor} />;
}
