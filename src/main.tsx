import 'virtual:cjk-local-faces.css';
import './styles/global.scss';
import { boot } from './app/boot';
import { preloadArrival } from './app/preload';
import { addressLanguage, addressShowsDocument, prerenderedDocument } from './app/take-over';
import { arrivalLanguage } from './i18n/arrival-language';

const container = document.getElementById('root');
if (container) {
  // The arrival screen's chunk, catalogues and fonts start downloading before i18next starts; a
  // prerendered document names its screen and language itself (its address is a path, not a hash).
  // A document whose address names another screen or language (`/th/#/contact`, `/?lng=ja`) is
  // rendered over by the app, in the address's language (take-over.ts).
  const doc = prerenderedDocument(container);
  const hydrates = doc && addressShowsDocument(doc);
  const lng = hydrates ? doc.lng : ((doc && addressLanguage(doc)) ?? arrivalLanguage());
  boot(container, preloadArrival(lng, hydrates ? `#${doc.route}` : undefined, { prerendered: !!hydrates }));
}
