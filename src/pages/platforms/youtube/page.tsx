import { PlatformPage } from '../../../sections/platform-page';
import { descriptor } from './descriptor';

/** Platform page /youtube (descriptor.ts holds what it shows). */
export default function YouTubePage() {
  return <PlatformPage descriptor={descriptor} />;
}
