import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { Namespace } from '../i18n/resources.gen';
import { NotFound } from '../shell/not-found';
import { pageComponent } from './page-registry';
import type { RouteDef } from './routes';

type LooseT = (key: string, options?: Record<string, unknown>) => string;

/** Sets the document title from the screen's own namespace (`meta.title`), in one place. */
function DocumentTitle({ ns }: { ns: string }) {
  const { i18n } = useTranslation(ns as Namespace);
  const translate = i18n.t.bind(i18n) as unknown as LooseT;
  const title = translate("meta.title", { ns, defaultValue: translate("meta.siteTitle", { ns: "common" }) });
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}

export function RouteScreen({ route }: { route: RouteDef }) {
  const Page = pageComponent(route.page);
  if (!Page) return <NotFound />;
  return (
    <>
      <DocumentTitle ns={route.ns} />
      <Page />
    </>
  );
}
