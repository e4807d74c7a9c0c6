import { use, useEffect, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { screenCatalogue } from '../i18n/i18n';
import type { Namespace } from '../i18n/resources.gen';
import { NotFound } from '../shell/not-found';
import type { RouteDef } from '../config/site-manifest';

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

/**
 * Renders its children only once the screen's catalogue of the current language is in memory
 * (suspending meanwhile). When it cannot be loaded, even after the backend's retries, it throws
 * to the error boundary: the error screen and its retry button instead of raw keys or another
 * language. Retry, or the next visit, loads again.
 */
function CatalogueGate({ ns, children }: { ns: string; children: ReactNode }) {
  const { i18n } = useTranslation();
  const lng = i18n.language;
  if (!i18n.hasResourceBundle(lng, ns) && !use(screenCatalogue(i18n, lng, ns))) {
    throw new Error(`The ${lng}|${ns} catalogue did not load`);
  }
  return children;
}

interface Props {
  route: RouteDef;
  /** The screen's component, resolved once per route at module load (see app.tsx). */
  Page: ComponentType | undefined;
}

export function RouteScreen({ route, Page }: Props) {
  if (!Page) return <NotFound />;
  return (
    <CatalogueGate ns={route.ns}>
      <DocumentTitle ns={route.ns} />
      <Page />
    </CatalogueGate>
  );
}
