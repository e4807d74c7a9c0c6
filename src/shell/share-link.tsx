import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { documentPath, documentRoute, shownState } from '../config/site-manifest';
import { isShippedLocale } from '../i18n/locales';
import { useServerOrHydrating } from '../sections/use-hydrating';
import styles from './share-link.module.scss';

/**
 * The address to share for the screen shown: its document in the language shown
 * (`https://…/th/services/wechat/`, a seminar's `https://…/th/newsDetails/key1/`: the canonical
 * address, with its preview; the contact form's, not its thank-you), else, for a screen without a
 * document or a language without documents, the address bar's.
 */
export function shareAddress(
  lng: string,
  screen: { pathname: string; state?: string },
  location: Pick<Location, 'origin' | 'href'> = window.location,
): string {
  const path = documentRoute(screen.pathname, screen.state, { indexedOnly: true });
  return path && isShippedLocale(lng) ? `${location.origin}${documentPath(lng, path)}` : location.href;
}

/**
 * Share this page: the phone's share sheet (Web Share API) with the page's document address, or,
 * without one, the address copied to the clipboard and "Link copied" in a polite live region. A
 * real button, shown once the app runs (a document without scripts cannot share).
 */
export function ShareLink() {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const [status, setStatus] = useState('');
  const serverOrHydrating = useServerOrHydrating();
  if (serverOrHydrating) return null;

  const share = async () => {
    setStatus('');
    const url = shareAddress(i18n.language, { pathname: location.pathname, state: shownState(location) });
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: document.title, url });
        return;
      } catch (error) {
        // The visitor closed the sheet: nothing to say. Any other failure: copy instead.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      setStatus(t('share.copied'));
    } catch {
      setStatus(t('share.failed', { url }));
    }
  };

  return (
    <div className={styles.share}>
      <button type="button" className={styles.button} onClick={() => void share()}>
        <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M12 15V3M7 8l5-5 5 5M5 13v7h14v-7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        {t('share.label')}
      </button>
      <p className={styles.status} role="status" aria-live="polite">
        {status}
      </p>
    </div>
  );
}
