import { Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router-dom';
import { ErrorBoundary } from './error-boundary';
import { Footer } from './footer';
import { Header } from './header';
import { PageError } from './page-error';
import styles from './layout.module.scss';
import { RouteFocus } from './route-focus';

function PageLoading() {
  const { t } = useTranslation();
  return (
    <div className={styles.loading} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      <span className="visually-hidden">{t('loading')}</span>
    </div>
  );
}

/** Header, main content and footer: the one shell around every screen. */
export function Layout() {
  const { t } = useTranslation();
  const location = useLocation();

  // Every hash change starts the new screen at the top; the first screen stays where the browser
  // put it (a prerendered document may already be scrolled when the app takes it over).
  const firstScreen = useRef(true);
  useEffect(() => {
    if (firstScreen.current) {
      firstScreen.current = false;
      return;
    }
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [location.pathname, location.search, location.key]);

  return (
    <div className={styles.shell}>
      <a href="#main" className={styles.skip} onClick={(e) => {
        e.preventDefault();
        document.getElementById('main')?.focus();
      }}>
        {t('skipLink')}
      </a>
      <Header />
      <main id="main" className={styles.main} tabIndex={-1}>
        <ErrorBoundary resetKey={location.pathname} fallback={(retry) => <PageError retry={retry} />}>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
            <RouteFocus />
          </Suspense>
        </ErrorBoundary>
      </main>
      <Footer />
    </div>
  );
}
