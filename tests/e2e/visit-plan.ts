import { ROUTES } from '../../src/config/site-manifest';
import { baseLocale, LOCALES, SHIPPED_LOCALES } from '../../src/i18n/locales';
import type { Device } from './checks/types';

/**
 * What the page-visit sweep (tests/e2e/visit.spec.ts) visits, derived from the route table
 * (src/config/site-manifest.ts) and the shipped locales (src/i18n/locales.ts): which template renders each
 * route, how routes are grouped into one browser page each, and where axe runs.
 */

/** An address that is no route: the visit of the not-found screen. */
export const NOT_FOUND_PATH = '/no-such-page';

export interface Visit {
  path: string;
  /** The folder under src/pages (`not-found` for the unknown route). */
  page: string;
  ns: string;
  /** The screen or shared template that renders the route (see templateOf). */
  template: string;
  /** Runs in the browser before the visit (e.g. the seminar that /newsDetails shows). */
  setup?: () => void;
}

/** Browser-side preparation some routes need to show their content. */
const SETUP: Record<string, () => void> = {
  // The detail screen shows the seminar whose key the news list stored.
  '/newsDetails': () => window.localStorage.setItem('newsKey', 'key4'),
};

export const VISITS: readonly Visit[] = [
  ...ROUTES.map((route) => ({ path: route.path, page: route.page, ns: route.ns, template: route.template, setup: SETUP[route.path] })),
  { path: NOT_FOUND_PATH, page: 'not-found', ns: 'common', template: 'not-found' },
];

/**
 * The locales the specs loop over: the shipped ones, or those named in E2E_LOCALES
 * (comma-separated, e.g. `E2E_LOCALES=th,vi`; a locale in progress may be named too, once the
 * build offers it) to run a part of the suite.
 */
export function e2eLocales(): string[] {
  const wanted = process.env.E2E_LOCALES?.split(',').map((l) => l.trim()).filter(Boolean);
  if (!wanted?.length) return [...SHIPPED_LOCALES];
  const known: readonly string[] = LOCALES.map((l) => l.code);
  const unknown = wanted.filter((l) => !known.includes(l));
  if (unknown.length) throw new Error(`E2E_LOCALES names unknown locales: ${unknown.join(', ')} (known: ${known.join(', ')})`);
  return wanted;
}

/**
 * The sweep's locale slots: each slot is visited once per device and group. A base and its editions
 * (zh-HK and zh-TW, src/i18n/locales.ts) share one slot, so a second edition adds no page visits:
 * the slot's visit takes one of them in turn by group and device (`slotLocale`), and over the three
 * devices every group is visited in each edition.
 */
export function sweepSlots(locales: readonly string[] = e2eLocales()): string[][] {
  const slots: string[][] = [];
  for (const lng of locales) {
    const base = baseLocale(lng);
    const slot = base && locales.includes(base) ? slots.find((s) => s[0] === base) : undefined;
    if (slot) slot.push(lng);
    else slots.push([lng]);
  }
  return slots;
}

/** The locale a slot's visit takes for group `groupIndex` on device number `deviceIndex`. */
export const slotLocale = (slot: readonly string[], groupIndex: number, deviceIndex: number): string =>
  slot[(groupIndex + deviceIndex) % slot.length]!;

/**
 * Routes visited in one browser page, in route-table order: the company screens (with home and
 * not-found), the service pages and the platform pages, each family cut into groups of at most
 * GROUP_SIZE so the two workers share the work evenly and a slow group stays short.
 * E2E_ROUTES (a regular expression on the path) visits only matching routes.
 */
const GROUP_SIZE = 12;

export interface VisitGroup {
  name: string;
  visits: Visit[];
}

function family(visit: Visit): string {
  if (visit.page.startsWith('services/')) return 'services';
  if (visit.page.startsWith('platforms/')) return 'platforms';
  return 'company';
}

export function visitGroups(): VisitGroup[] {
  const only = process.env.E2E_ROUTES ? new RegExp(process.env.E2E_ROUTES) : undefined;
  const byFamily = new Map<string, Visit[]>();
  for (const visit of VISITS) {
    if (only && !only.test(visit.path)) continue;
    const list = byFamily.get(family(visit)) ?? [];
    list.push(visit);
    byFamily.set(family(visit), list);
  }
  const groups: VisitGroup[] = [];
  for (const [name, visits] of byFamily) {
    const count = Math.ceil(visits.length / GROUP_SIZE);
    const size = Math.ceil(visits.length / count);
    for (let i = 0; i < count; i += 1) {
      groups.push({ name: count > 1 ? `${name} ${i + 1}/${count}` : name, visits: visits.slice(i * size, (i + 1) * size) });
    }
  }
  return groups;
}

/**
 * Where axe runs. Its rules judge
 *  - the structure (landmarks, roles, names, ARIA, headings): the same in every locale of a
 *    template, since the markup comes from code;
 *  - the copy (an empty name when a string is missing, the `lang` attribute): per locale;
 *  - the layout (contrast of text that wraps onto a different background): per script, since line
 *    lengths and glyphs depend on the script, not on the language.
 * So: every route in English (desktop), and in each other locale one route of every template, which
 * covers every template in every script (Latin, Thai, Han, Hangul, …) with some to spare. The route
 * of a shared template (service, platform) rotates with the locale's place in the locale list, so
 * the locales together cover different service and platform pages. On other devices (phone,
 * tablet) the layout changes but not the markup or copy: one route of every template, in English.
 */
export function axeRuns(visit: Visit, lng: string, device: Device): boolean {
  if (lng === 'en' && device === 'desktop') return true;
  if (lng !== 'en' && device !== 'desktop') return false;
  const siblings = VISITS.filter((v) => v.template === visit.template);
  const index = Math.max(0, LOCALES.findIndex((l) => l.code === lng));
  return siblings[index % siblings.length]?.path === visit.path;
}
