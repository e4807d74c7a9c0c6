import type { i18n } from 'i18next';
import { routeNamespace, type ScreenLocationState } from '../config/site-manifest';

/**
 * A prerendered document (scripts/prerender.mjs) names its route on the root element
 * (`data-route`) and its locale in `<html lang>`.
 */
export interface DocumentInfo {
  lng: string;
  route: string;
  /** The screen's state, for a state document (`data-state`, e.g. the contact form's thank-you). */
  state?: string;
}

export function prerenderedDocument(container: HTMLElement): DocumentInfo | undefined {
  const { route, state } = container.dataset;
  const lng = document.documentElement.lang;
  return route && lng && container.hasChildNodes() ? { lng, route, ...(state ? { state } : {}) } : undefined;
}

/**
 * Before the app hydrates a prerendered document: the address becomes the hash URL of the same
 * screen (`/th/services/wechat/` → `/#/services/wechat`), so from now on every navigation is the
 * spec's hash routing and a reload opens the same screen from the root; the document's locale
 * becomes the active and stored choice; and the screen's catalogue is loaded, so the first render
 * matches the document exactly.
 */
export async function prepareTakeOver(instance: i18n, { lng, route, state }: DocumentInfo): Promise<void> {
  // A state document's state goes into the history entry where the hash router reads a
  // location's state (`usr`), so the first render is the document's screen in that state.
  window.history.replaceState(state ? { usr: { screenState: state } satisfies ScreenLocationState, key: 'default', idx: 0 } : null, '', `/#${route}`);
  await instance.changeLanguage(lng);
  const ns = routeNamespace(route);
  if (ns) await instance.loadNamespaces(ns);
}
