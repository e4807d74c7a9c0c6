import { PlatformPage } from '../../../sections/platform-page';
import { descriptor } from './descriptor';

/** Platform page /twitter (descriptor.ts holds what it shows). */
export default function TwitterPage() {
  return <PlatformPage descriptor={descriptor} />;
}
