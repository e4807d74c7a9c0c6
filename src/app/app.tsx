import { startTransition, useDeferredValue, useEffect, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import i18next from 'i18next';
import { createPath, NavigationType, Route, Router, Routes, type Navigator } from 'react-router-dom';
import { latinFacesAfterFirstPaint } from '../i18n/fonts';
import { Layout } from '../shell/layout';
import { NotFound } from '../shell/not-found';
import { documentHref } from './documents';
import { clearArrivalMark, documentHistory, keepAddressShareable } from './take-over';
import { RouteScreen } from './route-screen';
import { pageComponent } from './page-registry';
import { ROUTES } from '../config/site-manifest';

const SCREENS = ROUTES.map((route) => ({ route, Page: pageComponent(route.page) }));

/** Hash routing, exact and case-sensitive matches only; anything else is the not-found screen. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        {SCREENS.map(({ route, Page }) => (
          <Route key={route.path} path={route.path} caseSensitive element={<RouteScreen route={route} Page={Page} />} />
        ))}
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}

/** A navigator whose links point at the prerendered documents of `lng` (see documents.ts). */
export function documentNavigator(lng: string, base: Omit<Navigator, 'createHref'>): Navigator {
  return { ...base, createHref: (to) => documentHref(lng, typeof to === 'string' ? { pathname: to } : to) };
}

/**
 * React Router's HashRouter, with one addition: when the app takes over a prerendered document
 * (`documentLocale`), the first render writes the links exactly as the document has them (paths of
 * the documents), so hydration matches; once hydrated, every link becomes the hash URL of its screen.
 */
function AppHashRouter({ documentLocale, documentRoute, children }: { documentLocale?: string; documentRoute?: string; children: ReactNode }) {
  const [history] = useState(() => documentHistory(documentRoute));
  const [state, setState] = useState({ action: history.action, location: history.location });
  // True for the first render (on the server, and when hydrating); false in a deferred render
  // right after, which React can hold back until the screen's lazy chunk has hydrated too.
  const hydrating = useDeferredValue(false, true);
  useLayoutEffect(() => {
    const unlisten = history.listen((next) => {
      // After in-app navigation the address opens the same screen in the same language for anyone.
      if (next.action !== 'POP') keepAddressShareable(i18next.language);
      startTransition(() => setState(next));
    });
    // The address may have changed between the first render and now (a link followed, Back pressed
    // while the document was being hydrated): the router catches up instead of missing it.
    const now = history.location;
    if (createPath(now) !== createPath(state.location)) startTransition(() => setState({ action: NavigationType.Pop, location: now }));
    return unlisten;
    // Once per history: `state` is the first render's location here, on purpose.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [history]);
  const navigator = useMemo(
    () => (hydrating && documentLocale ? documentNavigator(documentLocale, history) : history),
    [hydrating, documentLocale, history],
  );
  return (
    <Router location={state.location} navigationType={state.action} navigator={navigator}>
      {children}
    </Router>
  );
}

/**
 * `documentLocale`: the locale of the prerendered document the app hydrates; `documentRoute`: the
 * route of the document the app runs in (hydrated or rendered over), the screen of its address
 * without a hash route.
 */
export function App({ documentLocale, documentRoute }: { documentLocale?: string; documentRoute?: string }) {
  // A document keeps the fonts it painted with (its Latin text the system face metric-matched to
  // Noto Sans): swapped in under text already on screen, Noto Sans moved it wherever a line broke
  // differently. Noto Sans comes after the first paint of a screen the app renders itself.
  useEffect(() => (documentLocale ? undefined : latinFacesAfterFirstPaint()), [documentLocale]);
  // The screen is rendered: the arrival guard's mark comes off (src/server/arrival-guard.ts).
  useLayoutEffect(clearArrivalMark, []);
  useEffect(() => {
    const onLanguage = (lng: string) => keepAddressShareable(lng);
    i18next.on('languageChanged', onLanguage);
    return () => i18next.off('languageChanged', onLanguage);
  }, []);
  return (
    <AppHashRouter documentLocale={documentLocale} documentRoute={documentRoute}>
      <AppRoutes />
    </AppHashRouter>
  );
}
