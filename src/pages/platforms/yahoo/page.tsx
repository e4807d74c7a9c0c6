import { PlatformPage } from '../../../sections/platform-page';
import { descriptor } from './descriptor';

/** Platform page /yahoo (descriptor.ts holds what it shows). */
export default function YahooNativePage() {
  return <PlatformPage descriptor={descriptor} />;
}
