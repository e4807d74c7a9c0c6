import { PlatformPage } from '../../../sections/platform-page';
import { descriptor } from './descriptor';

/** Platform page /facebook (descriptor.ts holds what it shows). */
export default function FacebookInstagramPage() {
  return <PlatformPage descriptor={descriptor} />;
}
