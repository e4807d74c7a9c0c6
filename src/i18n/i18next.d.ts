import 'i18next';
import type { Resources } from './resources.gen';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: Resources;
    returnNull: false;
    returnEmptyString: false;
  }
}
