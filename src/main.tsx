import '@fontsource/noto-sans/400.css';
import '@fontsource/noto-sans/700.css';
import './styles/global.scss';
import i18next from './i18n/i18n';
import { boot } from './app/boot';
import { preloadArrival } from './app/preload';
import { prerenderedDocument } from './app/take-over';

const container = document.getElementById('root');
if (container) {
  // The arrival screen's chunk, catalogue and fonts start downloading while i18n starts; a
  // prerendered document names its screen itself (its address is a path, not a hash).
  const route = prerenderedDocument(container)?.route;
  const screen = preloadArrival(i18next, route ? `#${route}` : undefined);
  boot(container, screen);
}
