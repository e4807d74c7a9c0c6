import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reachable } from '../i18n/retry';
import styles from './layout.module.scss';

/**
 * The addresses whose error screen has shown in this document. A browser may keep a module that
 * failed to download for the document's life (src/i18n/retry.ts; this Chromium does): importing it
 * again in the page then fails at once, without asking the network.
 */
const failedAddresses = new Set<string>();

/**
 * Opens `address`, the one shown, as a new document, whose module map is empty, if the server
 * answers and the visitor is still there: `reloading`. Offline, `offline`: the page stays, as the
 * browser's own error page would be worse. `moved`: the visitor has gone elsewhere meanwhile.
 */
async function reopen(address: string): Promise<'reloading' | 'offline' | 'moved'> {
  const answers = await reachable(address);
  if (window.location.href !== address) return 'moved';
  if (!answers) return 'offline';
  window.location.reload();
  return 'reloading';
}

/**
 * The error screen inside the shell, for a screen whose page or catalogue did not load (or did not
 * render). "Try again" opens the address again as a new document when the server answers, and else
 * tries again in the page. A later visit to a screen that failed before in this document does the
 * same by itself: the visitor asked for that screen, and only a new document can load it here.
 */
export function PageError({ retry }: { retry: () => void }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const shown = useRef(false);

  useEffect(() => {
    if (shown.current) return;
    shown.current = true;
    const address = window.location.href;
    if (failedAddresses.has(address)) void reopen(address);
    else failedAddresses.add(address);
  }, []);

  const tryAgain = async () => {
    if (busy) return;
    setBusy(true);
    const outcome = await reopen(window.location.href);
    if (outcome === 'reloading') return;
    setBusy(false);
    if (outcome === 'offline') retry();
  };

  return (
    <section className={styles.error} role="alert">
      <h1>{t('error.title')}</h1>
      <p>{t('error.text')}</p>
      <button type="button" onClick={() => void tryAgain()} aria-busy={busy || undefined}>
        {t('error.retry')}
      </button>
    </section>
  );
}
