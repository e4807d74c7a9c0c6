import 'virtual:cjk-local-faces.css';
import './styles/global.scss';
import { boot } from './app/boot';
import { preloadArrival } from './app/preload';
import { prerenderedDocument } from './app/take-over';
import { arrivalLanguage } from './i18n/arrival-language';

const container = document.getElementById('root');
if (container) {
  // The arrival screen's chunk, catalogues and fonts start downloading before i18next starts; a
  // prerendered document names its screen and language itself (its address is a path, not a hash).
  const prerendered = prerenderedDocument(container);
  const lng = prerendered?.lng ?? arrivalLanguage();
  boot(container, preloadArrival(lng, prerendered ? `#${prerendered.route}` : undefined, { prerendered: !!prerendered }));
}
