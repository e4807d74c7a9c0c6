import { COMMON_NS } from './namespaces';

/** A translate function over any namespace (`ns` in the options). */
export type LooseT = (key: string, options?: Record<string, unknown>) => string;

export interface ScreenMeta {
  title: string;
  description: string;
}

/**
 * A screen's title and description: its namespace's `meta`, else the site's; with no namespace,
 * the not-found screen's. One rule for the prerendered head and for the browser once it has taken
 * over, so that taking over changes neither.
 */
export function screenMeta(t: LooseT, ns: string | undefined): ScreenMeta {
  if (!ns) return { title: t('notFound.title', { ns: COMMON_NS }), description: t('notFound.text', { ns: COMMON_NS }) };
  return {
    title: t('meta.title', { ns, defaultValue: t('meta.siteTitle', { ns: COMMON_NS }) }),
    description: t('meta.description', { ns, defaultValue: t('meta.description', { ns: COMMON_NS }) }),
  };
}
