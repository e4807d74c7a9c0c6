import { StrictMode, startTransition, useEffect } from 'react';
import type { Root } from 'react-dom/client';
import i18next from 'i18next';
import enCommon from '../../locales/en/common.json';
import { initI18n } from '../i18n/i18n';
import { DEFAULT_LOCALE } from '../i18n/locales';
import { COMMON_NS } from '../i18n/namespaces';
import { App } from './app';
import { ErrorBoundary } from '../shell/error-boundary';
import { arrivalCatalogue } from './preload';
import { reloadOnStaleDeployment } from './stale-deployment';
import { addressDocumentRoute, addressLanguage, addressShowsDocument, clearArrivalMark, keepDocumentControlsWorking, prepareTakeOver, prerenderedDocument } from './take-over';
import styles from './boot.module.scss';

/**
 * React DOM, imported on its own: the browser evaluates it in a task of its own, apart from the
 * entry's, and neither is long enough to hold up a visitor's tap while a document is taken over.
 * The documents ask for its file with the entry's (scripts/prerender.mjs).
 */
const reactDom = () => import('react-dom/client');

/**
 * Resolves in a task of its own: the boot's steps (i18next's start, the document's catalogues, the
 * first render) each run in their own task, none long enough for a phone to feel, instead of one
 * after another in the task of the entry's evaluation. A message, not a timer: timers are clamped.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/** A boot that has not rendered after this long shows the failure screen (the app replaces it if it still comes). */
const BOOT_TIMEOUT_MS = 15_000;

/** The root error boundary never resets: a crash of the shell shows BootFailure until a reload. */
const ROOT_SCOPE = 'root';

type BootKey = `boot.${keyof typeof enCommon.boot}`;

/** The failure screen's copy: in the detected locale when its `common` catalogue is in memory, else English (bundled). */
function bootCopy(): { lng: string; t: (key: BootKey) => string } {
  if (i18next.isInitialized && i18next.hasResourceBundle(i18next.language, COMMON_NS)) {
    return { lng: i18next.language, t: i18next.getFixedT(i18next.language, COMMON_NS) };
  }
  const english = enCommon.boot;
  return { lng: DEFAULT_LOCALE, t: (key) => english[key.slice('boot.'.length) as keyof typeof english] };
}

/** Shown instead of a blank page when the site cannot start: a plain message and a reload button. */
export function BootFailure() {
  const { lng, t } = bootCopy();
  useEffect(() => {
    document.documentElement.lang = lng;
  }, [lng]);
  return (
    <section className={styles.failure} role="alert" lang={lng}>
      <h1>{t('boot.title')}</h1>
      <p>{t('boot.text')}</p>
      <button type="button" onClick={() => window.location.reload()}>
        {t('boot.reload')}
      </button>
    </section>
  );
}

/**
 * Starts the site in `container`: i18n first (with the current locale's `common` catalogue and the
 * arrival screen's) and the arrival screen's module (`arrivalScreen`, from preloadArrival), then
 * the app. Whatever goes wrong on the way (storage, a catalogue, an exception while rendering the
 * shell, a boot that never ends) shows BootFailure, never an empty page. A prerendered document
 * (scripts/prerender.mjs) whose address names its own screen and language is hydrated instead; if
 * that cannot start, the document stays as it is: a complete page whose links lead to other
 * documents. One whose address names another screen or language (take-over.ts) is rendered over,
 * and shows BootFailure like the rest when that cannot start.
 */
export function boot(container: HTMLElement, arrivalScreen: Promise<boolean> = Promise.resolve(true)) {
  let root: Root | undefined;
  let started = false;
  // The stand-ins a document's controls get while the app has not taken it over (keepDocumentControlsWorking).
  let releaseControls: (() => void) | undefined;
  const doc = prerenderedDocument(container);
  // The document the app hydrates; one whose address names another screen or language is rendered
  // over (its language: addressLanguage), under the arrival guard's mark.
  const prerendered = doc && addressShowsDocument(doc) ? doc : undefined;
  const renderedOver = doc && !prerendered ? doc : undefined;
  const fail = (error?: unknown) => {
    if (started) return;
    if (error) console.error(error);
    if (prerendered) {
      releaseControls ??= keepDocumentControlsWorking(prerendered);
      return;
    }
    // A document the app was to render over shows another screen than the address names: the
    // failure screen says so instead (when the entry itself never comes, the guard's timer shows it).
    clearArrivalMark();
    void reactDom().then(({ createRoot }) => {
      root ??= createRoot(container);
      root.render(<BootFailure />);
    });
  };
  const onError = (event: ErrorEvent | PromiseRejectionEvent) => fail('reason' in event ? event.reason : event.error);
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onError);
  const timer = window.setTimeout(() => fail(new Error('boot timed out')), BOOT_TIMEOUT_MS);
  const done = () => {
    window.clearTimeout(timer);
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onError);
  };

  reloadOnStaleDeployment();
  // A prerendered document's catalogues come with it (prepareTakeOver); a hash address's screen
  // catalogue is put in before the first render (arrivalCatalogue).
  const i18n = nextTask().then(() => initI18n(undefined, { lng: prerendered?.lng })).then(async (instance) => {
    const lng = renderedOver && addressLanguage(renderedOver);
    if (lng && instance.language !== lng) await instance.changeLanguage(lng);
    if (!prerendered) await arrivalCatalogue(instance);
    return instance;
  });
  const dom = reactDom();
  Promise.all([i18n, arrivalScreen, dom])
    .then(async ([instance, screenReady, { createRoot, hydrateRoot }]) => {
      if (prerendered) {
        // Hydrated without its module, the screen would suspend, then show the error screen in
        // place of the document's copy (a stale deployment's old chunk, a flaky network): the
        // document stays as it is instead, as when its catalogue fails (prepareTakeOver).
        if (!screenReady) throw new Error(`The module of ${prerendered.route} did not load`);
        await nextTask();
        await prepareTakeOver(instance, prerendered);
      }
      if (!instance.hasResourceBundle(instance.language, COMMON_NS)) {
        throw new Error(`The ${instance.language} catalogue of the shell did not load`);
      }
      await nextTask();
      done();
      started = true;
      releaseControls?.();
      const app = (
        <StrictMode>
          <ErrorBoundary resetKey={ROOT_SCOPE} fallback={() => <BootFailure />}>
            <App documentLocale={prerendered?.lng} documentRoute={doc && addressDocumentRoute(doc)} />
          </ErrorBoundary>
        </StrictMode>
      );
      // A transition: React renders the page in slices of a few milliseconds instead of one long
      // task, so the main thread stays free for input while the first screen is built.
      startTransition(() => {
        if (prerendered) hydrateRoot(container, app);
        else (root ??= createRoot(container)).render(app);
      });
    })
    .catch((error: unknown) => {
      done();
      fail(error);
    });
}
