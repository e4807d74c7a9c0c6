import { PlatformPage } from '../../../sections/platform-page';
import { descriptor } from './descriptor';

/** Platform page /graphic-design (descriptor.ts holds what it shows). */
export default function GraphicDesignPage() {
  return <PlatformPage descriptor={descriptor} />;
}
