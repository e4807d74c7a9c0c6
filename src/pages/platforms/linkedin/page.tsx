import { PlatformPage } from '../../../sections/platform-page';
import { descriptor } from './descriptor';

/** Platform page /linkedin (descriptor.ts holds what it shows). */
export default function LinkedInPage() {
  return <PlatformPage descriptor={descriptor} />;
}
