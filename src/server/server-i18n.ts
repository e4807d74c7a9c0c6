import i18next, { type i18n } from 'i18next';
import enCommon from '../../locales/en/common.json';
import { catalogueLoader } from '../i18n/catalogues';
import { DEFAULT_LOCALE } from '../i18n/locales';
import { COMMON_NS } from '../i18n/namespaces';
import { addFormatters, SHARED_OPTIONS } from '../i18n/options';
import { screenMeta, type LooseT } from '../i18n/screen-meta';

export interface PageMeta {
  lng: string;
  title: string;
  description: string;
  t: LooseT;
}

async function catalogue(lng: string, ns: string): Promise<Record<string, unknown> | undefined> {
  if (lng === DEFAULT_LOCALE && ns === COMMON_NS) return enCommon;
  const load = catalogueLoader(lng, ns);
  return load ? (await load()).default : undefined;
}

/**
 * One i18next instance per document, with exactly what the browser will have loaded when it takes
 * over: `common` and the route's namespace, in the locale and in English (the fallback).
 */
export async function createServerI18n(lng: string, ns: string | undefined): Promise<{ instance: i18n; meta: PageMeta }> {
  const namespaces = ns ? [COMMON_NS, ns] : [COMMON_NS];
  const resources: Record<string, Record<string, Record<string, unknown>>> = {};
  for (const language of new Set([lng, DEFAULT_LOCALE])) {
    resources[language] = {};
    for (const name of namespaces) {
      const data = await catalogue(language, name);
      if (data) resources[language][name] = data;
    }
  }
  const instance = i18next.createInstance();
  await instance.init({
    ...SHARED_OPTIONS,
    lng,
    ns: namespaces,
    resources,
    initAsync: false,
    react: { useSuspense: true },
  });
  addFormatters(instance);
  const t = instance.getFixedT(lng) as unknown as LooseT;
  return { instance, meta: { lng, ...screenMeta(t, ns), t } };
}
