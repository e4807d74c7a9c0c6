import type { i18n } from 'i18next';
import { UNSAFE_createHashHistory } from 'react-router-dom';
import { languageDocument, routeNamespace, routeOf, shownState, type ScreenLocationState } from '../config/site-manifest';
import {
  CAROUSEL_COUNTER_ATTRIBUTE,
  CAROUSEL_STEP_ATTRIBUTE,
  HOVER_DOT_ATTRIBUTE,
  HOVER_GROUP_ATTRIBUTE,
  HOVER_PICTURE_ALT_ATTRIBUTE,
  HOVER_PICTURE_ATTRIBUTE,
  LANGUAGE_SELECT_ATTRIBUTE,
  MENU_BUTTON_ATTRIBUTE,
} from '../config/site';
import { tabIndexForKey, wrapIndex } from '../sections/index-moves';
import { ARRIVING_ATTRIBUTE } from './arrival-guard';
import { arrivalLanguage, queryLanguage } from '../i18n/arrival-language';
import { isShippedLocale, resolveLocale } from '../i18n/locales';
import { CARRIED_FORMATS_ID, carryFormats } from '../i18n/format';

/**
 * A prerendered document (scripts/prerender.mjs) names its route on the root element
 * (`data-route`, also on `<html>` for the arrival guard, arrival-guard.ts) and its
 * locale in `<html lang>`.
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
 * The screen of the address's path without a hash route (`/th/` → `/`), for Back and Forward:
 * the route the document at that path was written for (`<html data-route>`). It differs from the
 * page's own where the arrival guard has put another document's page in place (`/#/contact`
 * shows the contact document's, at the front door's path).
 */
export function addressDocumentRoute(doc: DocumentInfo): string {
  return document.documentElement.getAttribute('data-route') ?? doc.route;
}

/** The spec's route in the address's hash (`#/contact?lng=th` → `/contact`), or '' for none (`#main` is none). */
export function hashRoute(hash = window.location.hash): string {
  const path = hash.slice(1).split('?')[0] ?? '';
  return path.startsWith('/') ? path : '';
}

/**
 * Whether the address shows the document's own screen in its own language: the app then hydrates
 * the document. Otherwise (`/th/#/contact`, `/?lng=ja`) it renders the address's screen over it,
 * which the arrival guard has kept hidden meanwhile.
 */
export function addressShowsDocument(doc: DocumentInfo): boolean {
  const route = hashRoute();
  if (route && route !== doc.route) return false;
  // A state document shows one state: an address that names another
  // (`/th/newsDetails/key4/#/newsDetails?seminar=key2`) is rendered over it.
  const named = route ? shownState({ pathname: route, search: window.location.hash.slice(1 + route.length), state: null }) : undefined;
  if (named !== undefined && named !== doc.state) return false;
  // At the front door the app detects the language as it always has: `?lng=`, the stored choice,
  // the browser's (the server has answered for the cookie and Accept-Language already).
  if (window.location.pathname === '/') return arrivalLanguage() === doc.lng;
  const lng = queryLanguage();
  return !lng || resolveLocale(lng) === doc.lng;
}

/**
 * The language of an address whose screen the app renders over a document: its `?lng=`, else the
 * document's own (the path carries the language: `/th/#/contact` is Thai), except at the front
 * door `/`, where the app detects it as it always has (`undefined`: the stored choice, the browser's).
 */
export function addressLanguage(doc: DocumentInfo): string | undefined {
  const lng = resolveLocale(queryLanguage());
  if (lng) return lng;
  return window.location.pathname === '/' ? undefined : doc.lng;
}

export function clearArrivalMark() {
  document.documentElement.removeAttribute(ARRIVING_ATTRIBUTE);
}

/**
 * Before the app hydrates a prerendered document: the document's locale becomes the active and
 * stored choice, the screen's catalogue is loaded and the formats the document carries are taken
 * (src/i18n/format.ts), so the first render matches the document exactly. The address stays the document's (`/th/services/wechat/`): the router reads an address
 * without a hash route as the document's screen (documentHistory). A state document's state goes
 * into the history entry where the hash router reads a location's state (`usr`), which keeps the
 * rest of the entry.
 */
export async function prepareTakeOver(instance: i18n, { lng, route, state }: DocumentInfo): Promise<void> {
  // The not-found document answers any unknown path: from there on it is the hash route of its screen.
  const address = routeOf(route) ? window.location.href : `/#${route}`;
  if (state || address !== window.location.href) {
    // A reload keeps the entry's place in the visit (its key and index: BACK steps back from it).
    const entry = window.history.state as { key?: string; idx?: number; usr?: object } | null;
    window.history.replaceState(
      state ? { key: 'default', idx: 0, ...entry, usr: { ...entry?.usr, screenState: state } satisfies ScreenLocationState } : null,
      '',
      address,
    );
  }
  // The numbers and dates the document shows, as it shows them: hydrating them starts no Intl formatter.
  carryFormats(document.getElementById(CARRIED_FORMATS_ID)?.textContent);
  await instance.changeLanguage(lng);
  const ns = routeNamespace(route);
  if (ns) await instance.loadNamespaces(ns);
  // Without it the first render would show the screen's error state where the document has its
  // copy: the document stays as it is instead (boot), whole, its links leading to other documents.
  if (ns && !instance.hasResourceBundle(instance.language, ns)) throw new Error(`The ${instance.language} catalogue of ${route} did not load`);
}

/** What undoes a stand-in: hands a control back as the document wrote it. */
type Undo = () => void;

/**
 * A document the app could not take over stays as it is (boot): its links lead to other documents.
 * The controls that need the app to act get a plain stand-in:
 * - the language switcher, a native select, opens the same page's document in the language chosen
 *   (that document stores the choice once its app starts; the not-found document has no twin in
 *   other languages: their home page instead);
 * - the phone menu's button, whose panel the app renders, leads to the footer's navigation, which
 *   links every page, and no longer says it opens a dialog;
 * - tabs (every panel is in the document, the inactive ones `hidden`), carousels (every slide is
 *   there, the others inert) and hover carousels (every group is there, the others `hidden`; each
 *   panel names its picture) still switch, so no part of the page stays out of reach;
 * - a button that opens a dialog the app renders (a case study's DETAIL) is hidden: what it would
 *   show is not in the document, and a button that does nothing is worse than none.
 * Returns what hands the controls back as the document wrote them, for an app that starts after all
 * (a slow boot that the timer gave up on): the app's own handlers then act alone, on the markup
 * they hydrate.
 */
export function keepDocumentControlsWorking(doc: DocumentInfo): () => void {
  const undo = [...languageSelects(doc), ...menuButtons(), ...tabLists(), ...carousels(), ...hoverCarousels(), ...dialogButtons()];
  return () => undo.splice(0).forEach((hand) => hand());
}

function languageSelects({ lng, route, state }: DocumentInfo): Undo[] {
  return [...document.querySelectorAll<HTMLSelectElement>(`select[${LANGUAGE_SELECT_ATTRIBUTE}]`)].map((select) => {
    select.onchange = () => {
      const next = resolveLocale(select.value);
      if (next && next !== lng) window.location.assign(languageDocument(next, route, state));
    };
    return () => {
      select.onchange = null;
    };
  });
}

function menuButtons(): Undo[] {
  const footerLink = document.querySelector<HTMLAnchorElement>('footer nav a[href]');
  if (!footerLink) return [];
  return [...document.querySelectorAll<HTMLButtonElement>(`button[${MENU_BUTTON_ATTRIBUTE}]`)].map((button) => {
    const written = ['aria-haspopup', 'aria-expanded'].map((name) => [name, button.getAttribute(name)] as const);
    for (const [name] of written) button.removeAttribute(name);
    button.onclick = () => {
      footerLink.closest('footer')?.scrollIntoView({ block: 'start' });
      footerLink.focus({ preventScroll: true });
    };
    return () => {
      button.onclick = null;
      for (const [name, value] of written) if (value !== null) button.setAttribute(name, value);
    };
  });
}

function dialogButtons(): Undo[] {
  return [...document.querySelectorAll<HTMLButtonElement>(`button[aria-haspopup="dialog"]:not([${MENU_BUTTON_ATTRIBUTE}])`)].map((button) => {
    button.hidden = true;
    return () => {
      button.hidden = false;
    };
  });
}

/** The WAI-ARIA tab pattern as src/sections/tabs.tsx writes it: click, Left/Right/Home/End. */
function tabLists(): Undo[] {
  return [...document.querySelectorAll('[role="tablist"]')].map((list) => {
    const tabs = [...list.querySelectorAll<HTMLElement>('[role="tab"]')];
    const select = (index: number) =>
      tabs.forEach((tab, i) => {
        tab.setAttribute('aria-selected', String(i === index));
        tab.tabIndex = i === index ? 0 : -1;
        const panel = document.getElementById(tab.getAttribute('aria-controls') ?? '');
        if (panel) panel.hidden = i !== index;
      });
    const written = tabs.findIndex((tab) => tab.getAttribute('aria-selected') === 'true');
    tabs.forEach((tab, i) => {
      tab.onclick = () => select(i);
      tab.onkeydown = (event) => {
        const next = tabIndexForKey(event.key, i, tabs.length);
        if (next === null) return;
        event.preventDefault();
        select(next);
        tabs[next]?.focus();
      };
    });
    return () => {
      for (const tab of tabs) tab.onclick = tab.onkeydown = null;
      if (written >= 0) select(written);
    };
  });
}

/** Carousels as src/sections/carousel.tsx writes them: the buttons step through the slides, wrapping. */
function carousels(): Undo[] {
  const tracks = new Set<HTMLElement>();
  const undo: Undo[] = [];
  for (const button of document.querySelectorAll<HTMLButtonElement>(`button[${CAROUSEL_STEP_ATTRIBUTE}]`)) {
    const track = document.getElementById(button.getAttribute('aria-controls') ?? '');
    if (!track) continue;
    const step = Number(button.getAttribute(CAROUSEL_STEP_ATTRIBUTE));
    button.onclick = () => showSlide(track, wrapIndex(currentSlide(track) + step, track.children.length));
    undo.push(() => {
      button.onclick = null;
    });
    if (tracks.has(track)) continue;
    tracks.add(track);
    const written = { slide: currentSlide(track), transform: track.style.transform };
    undo.push(() => {
      showSlide(track, written.slide);
      track.style.transform = written.transform;
      if (!track.getAttribute('style')) track.removeAttribute('style');
    });
  }
  return undo;
}

function currentSlide(track: HTMLElement): number {
  return Math.max(0, [...track.children].findIndex((slide) => slide.getAttribute('data-current') === 'true'));
}

function showSlide(track: HTMLElement, index: number) {
  const slides = [...track.children] as HTMLElement[];
  slides.forEach((slide, i) => {
    slide.setAttribute('data-current', String(i === index));
    slide.toggleAttribute('inert', i !== index);
    if (i === index) slide.removeAttribute('aria-hidden');
    else slide.setAttribute('aria-hidden', 'true');
  });
  track.style.transform = `translateX(${-100 * index}%)`;
  const counter = track.closest('section')?.querySelector(`[${CAROUSEL_COUNTER_ATTRIBUTE}]`);
  const label = slides[index]?.getAttribute('aria-label');
  if (counter && label) counter.textContent = label;
}

/**
 * Hover carousels as src/sections/hover-carousel.tsx writes them: a dot shows its group and the
 * group's first picture; hovering, focusing or pressing a panel shows the panel's picture.
 */
function hoverCarousels(): Undo[] {
  const dotsByStage = new Map<string, HTMLButtonElement[]>();
  for (const dot of document.querySelectorAll<HTMLButtonElement>(`button[${HOVER_DOT_ATTRIBUTE}][aria-controls]`)) {
    const id = dot.getAttribute('aria-controls')!;
    dotsByStage.set(id, [...(dotsByStage.get(id) ?? []), dot]);
  }
  const undo: Undo[] = [];
  for (const [id, dots] of dotsByStage) {
    const stage = document.getElementById(id);
    if (!stage) continue;
    const groups = [...stage.querySelectorAll<HTMLElement>(`[${HOVER_GROUP_ATTRIBUTE}]`)];
    const panels = groups.map((group) => [...group.querySelectorAll<HTMLButtonElement>(`button[${HOVER_PICTURE_ATTRIBUTE}]`)]);
    const image = stage.querySelector('img');
    // As the component renders a state: one group shown, one of its panels pressed, that panel's picture.
    const show = (group: number, panel: number) => {
      dots.forEach((dot) => dot.setAttribute('aria-pressed', String(Number(dot.getAttribute(HOVER_DOT_ATTRIBUTE)) === group)));
      groups.forEach((element, g) => (element.hidden = g !== group));
      panels.forEach((list, g) => list.forEach((button, i) => button.setAttribute('aria-pressed', String(g === group && i === panel))));
      const shown = panels[group]?.[panel];
      const src = shown?.getAttribute(HOVER_PICTURE_ATTRIBUTE);
      if (image && shown && src) {
        image.setAttribute('src', src);
        image.setAttribute('alt', shown.getAttribute(HOVER_PICTURE_ALT_ATTRIBUTE) ?? '');
      }
    };
    const writtenGroup = Math.max(0, groups.findIndex((group) => !group.hidden));
    const writtenPanel = Math.max(0, panels[writtenGroup]?.findIndex((button) => button.getAttribute('aria-pressed') === 'true') ?? 0);
    for (const dot of dots) dot.onclick = () => show(Number(dot.getAttribute(HOVER_DOT_ATTRIBUTE)), 0);
    panels.forEach((list, g) => list.forEach((button, i) => (button.onmouseenter = button.onfocus = button.onclick = () => show(g, i))));
    undo.push(() => {
      for (const dot of dots) dot.onclick = null;
      for (const button of panels.flat()) button.onmouseenter = button.onfocus = button.onclick = null;
      show(writtenGroup, writtenPanel);
    });
  }
  return undo;
}

type HashHistory = ReturnType<typeof UNSAFE_createHashHistory>;

/**
 * React Router's hash history, where an address without a hash route (`/th/services/wechat/`, or
 * the same after Back from `…/#/contact`) is the screen of the document it names, `documentRoute`.
 * In-app links stay hash links relative to the document (`/th/services/wechat/#/contact`).
 */
export function documentHistory(documentRoute?: string): HashHistory {
  const history = UNSAFE_createHashHistory({ window, v5Compat: true });
  if (!documentRoute) return history;
  const map = <L extends HashHistory['location']>(location: L): L => (hashRoute() ? location : { ...location, pathname: documentRoute });
  return {
    get action() {
      return history.action;
    },
    get location() {
      return map(history.location);
    },
    createHref: (to) => history.createHref(to),
    createURL: (to) => history.createURL(to),
    encodeLocation: (to) => history.encodeLocation(to),
    push: (to, state) => history.push(to, state),
    replace: (to, state) => history.replace(to, state),
    go: (delta) => history.go(delta),
    listen: (listener) => history.listen((update) => listener({ ...update, location: map(update.location) })),
  };
}

const LOCALE_PREFIX = /^\/([^/]+)(\/.*)$/;

/**
 * The address that opens what the visitor sees for someone else: the hash holds the screen, the
 * path the language. After in-app navigation or a change of language, a path in another language
 * becomes the same path in the visitor's (`/th/services/wechat/#/contact` → `/ja/services/wechat/#/contact`),
 * and the front door with a hash route becomes the home document of the language (`/#/contact` →
 * `/en/#/contact`). `undefined` when the address already does.
 */
export function shareableAddress(lng: string, { pathname, search, hash }: Pick<Location, 'pathname' | 'search' | 'hash'>): string | undefined {
  if (!isShippedLocale(lng)) return undefined;
  const prefixed = LOCALE_PREFIX.exec(pathname);
  if (prefixed && isShippedLocale(prefixed[1]!)) {
    return prefixed[1] === lng ? undefined : `/${lng}${prefixed[2]}${search}${hash}`;
  }
  if (pathname === '/' && hashRoute(hash)) return `/${lng}/${search}${hash}`;
  return undefined;
}

/** Rewrites the address bar (same history entry and state) to shareableAddress, when it differs. */
export function keepAddressShareable(lng: string) {
  const next = shareableAddress(lng, window.location);
  if (next) window.history.replaceState(window.history.state, '', next);
}
