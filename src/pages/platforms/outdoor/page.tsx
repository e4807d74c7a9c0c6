import { PlatformPage } from '../../../sections/platform-page';
import { descriptor } from './descriptor';

/** Platform page /outdoor (descriptor.ts holds what it shows). */
export default function OutdoorPage() {
  return <PlatformPage descriptor={descriptor} />;
}
