import { useEffect, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { Namespace } from '../i18n/resources.gen';
import { NotFound } from '../shell/not-found';
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

interface Props {
  route: RouteDef;
  /** The lazy screen, resolved once per route at module load (see app.tsx). */
  Page: ComponentType | undefined;
}

export function RouteScreen({ route, Page }: Props) {
  if (!Page) return <NotFound />;
  return (
    <>
      <DocumentTitle ns={route.ns} />
      <Page />
    </>
  );
}
