import { PlatformPage } from '../../../sections/platform-page';
import { descriptor } from './descriptor';

/** Platform page /xhs (descriptor.ts holds what it shows). */
export default function XiaohongshuPage() {
  return <PlatformPage descriptor={descriptor} />;
}
