import '@fontsource/noto-sans/400.css';
import '@fontsource/noto-sans/700.css';
import './styles/global.scss';
import i18next from './i18n/i18n';
import { boot } from './app/boot';
import { preloadArrival } from './app/preload';

const container = document.getElementById('root');
if (container) {
  // The arrival screen's chunk, catalogue and fonts start downloading while i18n starts.
  preloadArrival(i18next);
  boot(container);
}
