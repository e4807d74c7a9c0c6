import { HashRouter, Route, Routes } from 'react-router-dom';
import { Layout } from '../shell/layout';
import { NotFound } from '../shell/not-found';
import { RouteScreen } from './route-screen';
import { pageComponent } from './page-registry';
import { ROUTES } from './routes';

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

export function App() {
  return (
    <HashRouter>
      <AppRoutes />
    </HashRouter>
  );
}
