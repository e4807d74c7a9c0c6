import type { i18n } from 'i18next';
import { routeNamespace } from '../config/site-manifest';

/**
 * A prerendered document (scripts/prerender.mjs) names its route on the root element
 * (`data-route`) and its locale in `<html lang>`.
 */
export interface DocumentInfo {
  lng: string;
  route: string;
}

export function prerenderedDocument(container: HTMLElement): DocumentInfo | undefined {
  const route = container.dataset.route;
  const lng = document.documentElement.lang;
  return route && lng && container.hasChildNodes() ? { lng, route } : undefined;
}

/**
 * Before the app hydrates a prerendered document: the address becomes the hash URL of the same
 * screen (`/th/services/wechat/` → `/#/services/wechat`), so from now on every navigation is the
 * spec's hash routing and a reload opens the same screen from the root; the document's locale
 * becomes the active and stored choice; and the screen's catalogue is loaded, so the first render
 * matches the document exactly.
 */
export async function prepareTakeOver(instance: i18n, { lng, route }: DocumentInfo): Promise<void> {
  window.history.replaceState(null, '', `/#${route}`);
  await instance.changeLanguage(lng);
  const ns = routeNamespace(route);
  if (ns) await instance.loadNamespaces(ns);
}
