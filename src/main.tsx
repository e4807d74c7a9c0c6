import '@fontsource/noto-sans/400.css';
import '@fontsource/noto-sans/700.css';
import './styles/global.scss';
import { preloadArrival } from './app/preload';
import { arrivalLanguage } from './i18n/arrival-language';
import { withRetry } from './i18n/retry';
import { showStartFailure } from './app/start-failure';

/**
 * The entry: small, and free of React, i18next and the shell. It works out the arrival screen and
 * language and starts fetching that screen's chunk, catalogues and fonts at once (preload.ts),
 * while the app itself (src/app/boot.tsx and its imports, which the page names as modulepreload
 * links: scripts/prerender.mjs) downloads in parallel; then it hands over to the boot. A
 * prerendered document names its screen and language itself (its address is a path, not a hash).
 */
const container = document.getElementById('root');
if (container) {
  const route = container.dataset.route;
  const lng = route ? document.documentElement.lang : arrivalLanguage();
  const screen = preloadArrival(lng, route ? `#${route}` : undefined);
  void withRetry(() => import('./app/boot')).then(
    ({ boot }) => boot(container, screen),
    (error: unknown) => showStartFailure(container, lng, error),
  );
}
