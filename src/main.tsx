import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import '@fontsource/noto-sans/400.css';
import '@fontsource/noto-sans/700.css';
import './styles/global.scss';
import { App } from './app/app';
import { prepareTakeOver, prerenderedDocument } from './app/take-over';
import i18next, { initI18n } from './i18n/i18n';

const container = document.getElementById('root');
if (container) {
  const prerendered = prerenderedDocument(container);
  void initI18n().then(async () => {
    if (prerendered) {
      await prepareTakeOver(i18next, prerendered);
      hydrateRoot(
        container,
        <StrictMode>
          <App documentLocale={prerendered.lng} />
        </StrictMode>,
      );
      return;
    }
    createRoot(container).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}
