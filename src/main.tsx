import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@fontsource/noto-sans/400.css';
import '@fontsource/noto-sans/700.css';
import './styles/global.scss';
import { App } from './app/app';
import i18next, { initI18n } from './i18n/i18n';
import { preloadArrival } from './app/preload';

const container = document.getElementById('root');
if (container) {
  preloadArrival(i18next);
  void initI18n().then(() => {
    createRoot(container).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}
