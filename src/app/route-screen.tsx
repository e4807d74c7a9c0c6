import { use, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { screenCatalogue } from '../i18n/i18n';
import type { Namespace } from '../i18n/resources.gen';
import { screenMeta, type LooseT } from '../i18n/screen-meta';
import { useDocumentMeta } from '../shell/document-meta';
import { NotFound } from '../shell/not-found';
import type { RouteDef } from '../config/site-manifest';

/** Sets the document's title and description from the screen's own namespace, in one place. */
function DocumentMeta({ ns }: { ns: string }) {
  const { i18n } = useTranslation(ns as Namespace);
  useDocumentMeta(screenMeta(i18n.t.bind(i18n) as unknown as LooseT, ns));
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
      <DocumentMeta ns={route.ns} />
      <Page />
    </CatalogueGate>
  );
}
