/**
 * The site manifest: every screen of the site declared once (spec section 2), with everything the
 * app, the prerenderer, the tests, the bench and the font build need to know about it. The router,
 * the header, the services menu, the footer, the channel list, the documents and the sitemap, the
 * e2e visit plan, the bench's pages and the CJK font build all derive from this file; nothing else
 * writes a route path down. Node tools import it directly (Node 24 strips the types), so it imports
 * nothing but types.
 *
 * To add a screen: one entry in SCREENS (plus its folder src/pages/<page>/ and its catalogue
 * locales/en/<ns>.json); to put it in the header, the services menu, the footer or the channel
 * list, name it there below.
 */
import type { ParseKeys } from 'i18next';
import type { Namespace } from '../i18n/resources.gen';
import { SEMINAR_KEYS } from '../content/seminar-keys.ts';

/** A key of the shell's catalogue (locales/en/common.json). */
export type CommonKey = ParseKeys<'common'>;

/** The contact screen's thank-you state: its state document, and where the endpoint sends a stored native post. */
export const CONTACT_SENT = 'sent';

/** The header item a screen belongs to (it is marked `aria-current` there). */
export type NavSection = 'adtechinno' | 'techData' | 'services' | 'insight' | 'news' | 'about' | 'contact';

/**
 * The layout variants of the platform template (src/sections/platform-page.tsx):
 * - `blocks`: three image-and-text benefit blocks, image side and grey band alternating;
 * - `inline`: the benefits sit inside the description box, no separate blocks (GDN, Graphic Design);
 * - `outdoor`: the Outdoor page's own blocks, all on white, separated by rules.
 */
export type PlatformVariant = 'blocks' | 'inline' | 'outdoor';

/**
 * What renders a screen: `service` (src/sections/service-page.tsx), `platform-<variant>`
 * (src/sections/platform-page.tsx in that layout), else the screen is one of a kind and the
 * template is its page folder.
 */
export type Template =
  | 'service'
  | `platform-${PlatformVariant}`
  | 'home' | 'about' | 'tech-data' | 'insight' | 'news' | 'news-details' | 'contact' | 'ooh' | 'programmatic-dooh';

export interface ScreenDef {
  /** The hash route (exact, case-sensitive match). */
  path: `/${string}`;
  /** Other routes that show the same screen: their documents exist but are not canonical. */
  aliases?: readonly `/${string}`[];
  /** The folder under src/pages with its page.tsx. */
  page: string;
  /** The catalogue namespace the screen loads (plus `common`). */
  ns: Namespace;
  template: Template;
  /** The header item it marks as current (none for the platform pages). */
  section?: NavSection;
  /**
   * Whether it gets a prerendered document per locale (default true). `/newsDetails` has none: it
   * shows the seminar whose id the news list stored, which a static file cannot know.
   */
  document?: false;
  /**
   * Documents of the screen in another of its states, beside its own: `/<lng><path>/` shows the
   * screen with `state`, which the app finds in the history entry once it takes the document over
   * (the page reads it with `shownState(useLocation())`). They are not routes of the app: a hash
   * address shows the screen as it starts, or in the state its `stateParam` names. By default they say
   * `noindex` and stay out of the sitemap (the contact form posted without JavaScript lands on
   * `/<lng>/contact/sent/`); `indexed` ones are pages of their own for search engines, with their
   * canonical address, their alternates in every locale and a place in the sitemap (a seminar's detail).
   */
  stateDocuments?: readonly { path: `/${string}`; state: string; indexed?: true }[];
  /**
   * The query parameter of its hash route that names its state (`#/newsDetails?seminar=key4`), so
   * that the address the app leaves after in-app navigation opens the same state elsewhere.
   */
  stateParam?: string;
  /**
   * The catalogue key paths drawn in the screen's banner, for its first-paint CJK font face
   * (scripts/fonts/cjk.mjs); by default the first section of the English catalogue.
   */
  firstScreen?: readonly string[];
  /** Measured by `npm run bench` (one screen of each kind a visitor lands on). */
  bench?: true;
}

/** A service page: `/services/<id>`, folder `services/<id>`, namespace `service-<id>`, the service template. */
function service<const Id extends string, const More extends Partial<ScreenDef> = Record<never, never>>(
  id: Id,
  more: More = {} as More,
): Omit<ReturnType<typeof serviceBase<Id>>, keyof NoInfer<More>> & NoInfer<More> {
  return { ...serviceBase(id), ...more };
}

function serviceBase<const Id extends string>(id: Id) {
  return {
    path: `/services/${id}` as const,
    page: `services/${id}` as const,
    ns: `service-${id}` as const,
    template: 'service' as const,
    section: 'services' as const,
  };
}

/** A platform page: `/<id>`, folder `platforms/<id>`, namespace `platform-<id>`, the platform template in a variant. */
function platform<const Id extends string, const Variant extends PlatformVariant>(id: Id, variant: Variant) {
  return { path: `/${id}` as const, page: `platforms/${id}` as const, ns: `platform-${id}` as const, template: `platform-${variant}` as const };
}

/** Every screen, in the spec's route-table order. The key is the screen's id. */
export const SCREENS = {
  home: { path: '/', aliases: ['/adtechinno'], page: 'home', ns: 'home', template: 'home', section: 'adtechinno', bench: true },
  about: { path: '/about', page: 'about', ns: 'about', template: 'about', section: 'about' },
  'tech-data': { path: '/tech-data', page: 'tech-data', ns: 'tech-data', template: 'tech-data', section: 'techData' },
  insight: { path: '/insight', page: 'insight', ns: 'insight', template: 'insight', section: 'insight' },
  news: { path: '/news', page: 'news', ns: 'news', template: 'news', section: 'news', firstScreen: ['banner', 'detail.banner'] },
  // The news list and its detail share one namespace (and so one first-screen face).
  // No document of its own (the screen shows the seminar the news list chose); each seminar's detail
  // has one: /<lng>/newsDetails/<key>/.
  'news-details': {
    path: '/newsDetails',
    page: 'news-details',
    ns: 'news',
    template: 'news-details',
    section: 'news',
    document: false,
    bench: true,
    stateDocuments: SEMINAR_KEYS.map((key) => ({ path: `/newsDetails/${key}` as const, state: key, indexed: true as const })),
    stateParam: 'seminar',
  },
  contact: {
    path: '/contact',
    page: 'contact',
    ns: 'contact',
    template: 'contact',
    section: 'contact',
    bench: true,
    stateDocuments: [{ path: '/contact/sent', state: CONTACT_SENT }],
  },
  sem: service('sem', { aliases: ['/digital-marketing'], bench: true }),
  seo: service('seo'),
  taboola: service('taboola'),
  display: service('display'),
  video: service('video'),
  social: service('social'),
  content: service('content'),
  influencer: service('influencer'),
  'audio-advertising': service('audio-advertising'),
  'omnichannel-marketing': service('omnichannel-marketing'),
  baidu: service('baidu'),
  wechat: service('wechat'),
  douyin: service('douyin'),
  weibo: service('weibo'),
  xiaohongshu: service('xiaohongshu'),
  toutiao: service('toutiao'),
  'grabads-agency': service('grabads-agency'),
  'global-digital': service('global-digital'),
  'industry-design': service('industry-design'),
  'china-ecommerce': service('china-ecommerce'),
  'southeast-asia-ecommerce': service('southeast-asia-ecommerce'),
  ooh: service('ooh', { template: 'ooh', bench: true }),
  'programmatic-dooh': service('programmatic-dooh', { template: 'programmatic-dooh' }),
  google: { ...platform('google', 'blocks'), bench: true },
  tiktok: platform('tiktok', 'blocks'),
  twitter: platform('twitter', 'blocks'),
  xhs: platform('xhs', 'blocks'),
  yahoo: platform('yahoo', 'blocks'),
  youtube: platform('youtube', 'blocks'),
  linkedin: platform('linkedin', 'blocks'),
  facebook: platform('facebook', 'blocks'),
  gdn: platform('gdn', 'inline'),
  'graphic-design': platform('graphic-design', 'inline'),
  outdoor: platform('outdoor', 'outdoor'),
} as const satisfies Record<string, ScreenDef>;

export type ScreenId = keyof typeof SCREENS;
type Screens = typeof SCREENS;

/** Every route of the site: each screen's path and its aliases. A link to anything else is a compile error. */
export type RoutePath = {
  [K in ScreenId]: Screens[K]['path'] | (Screens[K] extends { aliases: readonly (infer A)[] } ? A : never);
}[ScreenId];

/** A route of the route table: its path, the page folder that renders it, the namespace it loads. */
export interface RouteDef {
  path: RoutePath;
  screen: ScreenId;
  page: string;
  ns: Namespace;
  template: Template;
}

const screenEntries = Object.entries(SCREENS) as [ScreenId, ScreenDef][];

/** The route table: every screen's path followed by its aliases, in manifest order. */
export const ROUTES: readonly RouteDef[] = screenEntries.flatMap(([screen, s]) =>
  [s.path, ...(s.aliases ?? [])].map((path) => ({ path: path as RoutePath, screen, page: s.page, ns: s.ns, template: s.template })),
);

/** The screen a route path shows (exact, case-sensitive), if it is a route. */
export function routeOf(pathname: string): RouteDef | undefined {
  return ROUTES.find((r) => r.path === pathname);
}

/** The path of a screen. */
export const pathOf = (screen: ScreenId): RoutePath => SCREENS[screen].path;

/** The namespace of the screen at `pathname`, if it is a route. */
export const routeNamespace = (pathname: string): Namespace | undefined => routeOf(pathname)?.ns;

const firstSegment = (pathname: string) => pathname.split('/').filter(Boolean)[0] ?? '';

/** The header item of each first path segment, from the screens that declare one. */
const SECTION_BY_SEGMENT: ReadonlyMap<string, NavSection> = new Map(
  ROUTES.flatMap((r) => {
    const section = (SCREENS[r.screen] as ScreenDef).section;
    return section ? [[firstSegment(r.path), section] as const] : [];
  }),
);

/**
 * Which header item is current at `pathname`: from the first path segment, as the spec says
 * (`/digital-marketing` and any `/services/…` mark Services; the platform pages mark none).
 */
export function activeSection(pathname: string): NavSection | undefined {
  return SECTION_BY_SEGMENT.get(firstSegment(pathname));
}

/** The route of the address the visitor arrived at (hash routing: `#/services/sem?x=1`). */
export function arrivalRoute(hash: string): RouteDef | undefined {
  return routeOf(hash.replace(/^#/, '').split(/[?#]/)[0] || '/');
}

/** Routes that get a prerendered document, in route-table order. */
export const DOCUMENT_ROUTES: readonly RouteDef[] = ROUTES.filter((r) => (SCREENS[r.screen] as ScreenDef).document !== false);

/** A document of a screen in one of its states (ScreenDef.stateDocuments), with the route it shows. */
export interface StateDocument {
  path: `/${string}`;
  state: string;
  indexed?: true;
  route: RouteDef;
}

/** Every state document, in manifest order. */
export const STATE_DOCUMENTS: readonly StateDocument[] = screenEntries.flatMap(([screen, s]) =>
  (s.stateDocuments ?? []).map((d) => ({ ...d, route: ROUTES.find((r) => r.screen === screen && r.path === s.path)! })),
);

/** The router location state that carries a screen's state (a state document, and the app after taking one over). */
export interface ScreenLocationState {
  screenState: string;
}

/** The screen state in a router location's state (`useLocation().state`), if any. */
export function screenState(locationState: unknown): string | undefined {
  const value = (locationState as Partial<ScreenLocationState> | null | undefined)?.screenState;
  return typeof value === 'string' ? value : undefined;
}

const stateParamOf = (screen: ScreenId): string | undefined => (SCREENS[screen] as ScreenDef).stateParam;

/** The hash route of a screen in a state, as the app navigates to it: `/newsDetails?seminar=key4`. */
export function routeInState(screen: ScreenId, state: string | undefined): { pathname: RoutePath; search: string } {
  const param = stateParamOf(screen);
  return { pathname: SCREENS[screen].path, search: param && state !== undefined ? `?${new URLSearchParams({ [param]: state })}` : '' };
}

/**
 * The state of the screen at a router location: the one its address names (ScreenDef.stateParam),
 * else the one its document handed over (the history entry's `screenState`); `undefined` when
 * neither does.
 */
export function shownState(location: { pathname: string; search: string; state: unknown }): string | undefined {
  const route = routeOf(location.pathname);
  const param = route && stateParamOf(route.screen);
  return (param ? new URLSearchParams(location.search).get(param) : null) ?? screenState(location.state);
}

/**
 * The route path of each screen whose address names its state, with the query parameter that does
 * (`{ '/newsDetails': 'seminar' }`): a home document's arrival table carries it for the guard.
 */
export const STATE_PARAMS: Readonly<Record<string, string>> = Object.fromEntries(
  screenEntries.flatMap(([screen, s]) => {
    const param = stateParamOf(screen);
    return param ? [[s.path, param]] : [];
  }),
);

/**
 * How an address names a state document's state (`seminar=key4`: the query of `routeInState`), or
 * `undefined` for a state no address names (the contact form's thank-you).
 */
export function stateQuery(doc: StateDocument): string | undefined {
  return routeInState(doc.route.screen, doc.state).search.slice(1) || undefined;
}

/** The hash route that names a state document's screen and state (`/newsDetails?seminar=key4`), if any. */
export function addressedState(doc: StateDocument): string | undefined {
  const query = stateQuery(doc);
  return query ? `${doc.route.path}?${query}` : undefined;
}

/** Whether a route is an alias (its document duplicates its screen's canonical one; not in the sitemap). */
export const isAlias = (path: string): boolean => {
  const route = routeOf(path);
  return !!route && SCREENS[route.screen].path !== path;
};

/** Site-relative address of a route's own document: `/th/` or `/th/services/wechat/` (scripts/prerender.mjs writes them). */
export function documentPath(lng: string, routePath: string): string {
  return routePath === '/' ? `/${lng}/` : `/${lng}${routePath}/`;
}

/**
 * The route path of the document that shows `routePath` as the app does: in `state`, the state
 * document (only an indexed one with `indexedOnly`: a seminar, not a thank-you), else the route's
 * canonical document; `undefined` for a route without documents (`/newsDetails` alone) or a path
 * that is no route.
 */
export function documentRoute(routePath: string, state?: string, { indexedOnly = false } = {}): string | undefined {
  const route = routeOf(routePath);
  if (!route) return undefined;
  const inState = state ? STATE_DOCUMENTS.find((d) => d.route.screen === route.screen && d.state === state && (d.indexed || !indexedOnly)) : undefined;
  if (inState) return inState.path;
  return (SCREENS[route.screen] as ScreenDef).document !== false ? canonicalRoute(routePath) : undefined;
}

/** Whether a route path has documents of its own (an alias has its screen's). */
export const hasDocument = (routePath: string): boolean => documentRoute(routePath) !== undefined;

/**
 * Where the language switcher leaves for `lng` as a new document (and where the contact endpoint
 * sends a form posted without JavaScript): the document of the screen shown (in its state), the
 * app's hash URL in that language for a route without one, or the home document for a path that is
 * no route.
 */
export function languageDocument(lng: string, routePath: string, state?: string): string {
  const path = documentRoute(routePath, state);
  if (path) return documentPath(lng, path);
  const route = routeOf(routePath);
  if (!route) return documentPath(lng, '/');
  return `/?lng=${encodeURIComponent(lng)}#${routePath}${routeInState(route.screen, state).search}`;
}

/** The canonical route of a route path (the screen's own path for an alias). */
export const canonicalRoute = (path: string): string => {
  const route = routeOf(path);
  return route ? SCREENS[route.screen].path : path;
};

/** The first-screen key paths of a namespace's banner (ScreenDef.firstScreen), if declared. */
export function firstScreenOf(ns: string): readonly string[] | undefined {
  return screenEntries.find(([, s]) => s.ns === ns && s.firstScreen)?.[1].firstScreen;
}

/** The layout variant of the platform page whose namespace is `ns` (its template `platform-<variant>`). */
export function platformVariant(ns: string): PlatformVariant | undefined {
  const template = screenEntries.find(([, s]) => s.ns === ns)?.[1].template;
  return template?.startsWith('platform-') ? (template.slice('platform-'.length) as PlatformVariant) : undefined;
}

/** The screens `npm run bench` measures. */
export const BENCH_SCREENS: readonly ScreenId[] = screenEntries.filter(([, s]) => s.bench).map(([id]) => id);

// ——— Navigation: which screens the shell links to, and under which label ———

export interface NavLink {
  labelKey: CommonKey;
  path: RoutePath;
  children?: readonly NavLink[];
}

export interface HeaderItem extends NavLink {
  section: NavSection;
}

export interface MenuGroup {
  titleKey: CommonKey;
  /** A group without entries is itself a link (e.g. Global Digital). */
  path?: RoutePath;
  items: readonly NavLink[];
}

export interface FooterColumn {
  titleKey: CommonKey;
  links: readonly NavLink[];
}

const link = (labelKey: CommonKey, screen: ScreenId, children?: readonly NavLink[]): NavLink => ({
  labelKey,
  path: pathOf(screen),
  ...(children ? { children } : {}),
});

/** Header navigation, in the spec's order. Its first item links to the `/adtechinno` alias of home. */
export const HEADER_ITEMS: readonly HeaderItem[] = [
  { section: 'adtechinno', labelKey: 'nav.adtechinno', path: '/adtechinno' },
  { section: 'techData', ...link('nav.techData', 'tech-data') },
  { section: 'services', ...link('nav.services', 'sem') },
  { section: 'insight', ...link('nav.insight', 'insight') },
  { section: 'news', ...link('nav.news', 'news') },
  { section: 'about', ...link('nav.about', 'about') },
  { section: 'contact', ...link('nav.contact', 'contact') },
];

/**
 * The services dropdown (spec section 2, "Services dropdown"). "Programmatic" links to the native
 * advertising network page and shows it as its submenu entry.
 */
export const SERVICE_GROUPS: readonly MenuGroup[] = [
  {
    titleKey: 'servicesMenu.digital.title',
    items: [
      link('servicesMenu.digital.sem', 'sem'),
      link('servicesMenu.digital.seo', 'seo'),
      link('servicesMenu.digital.programmatic', 'taboola', [link('servicesMenu.digital.native', 'taboola')]),
      link('servicesMenu.digital.display', 'display'),
      link('servicesMenu.digital.video', 'video'),
      link('servicesMenu.digital.social', 'social'),
      link('servicesMenu.digital.content', 'content'),
      link('servicesMenu.digital.influencer', 'influencer'),
      link('servicesMenu.digital.audio', 'audio-advertising'),
      link('servicesMenu.digital.omnichannel', 'omnichannel-marketing'),
    ],
  },
  {
    titleKey: 'servicesMenu.china.title',
    items: [
      link('servicesMenu.china.baidu', 'baidu'),
      link('servicesMenu.china.wechat', 'wechat'),
      link('servicesMenu.china.douyin', 'douyin'),
      link('servicesMenu.china.weibo', 'weibo'),
      link('servicesMenu.china.xiaohongshu', 'xiaohongshu'),
      link('servicesMenu.china.toutiao', 'toutiao'),
    ],
  },
  { titleKey: 'servicesMenu.search.title', items: [link('servicesMenu.search.grabads', 'grabads-agency')] },
  { titleKey: 'servicesMenu.global.title', path: pathOf('global-digital'), items: [] },
  { titleKey: 'servicesMenu.industry.title', path: pathOf('industry-design'), items: [] },
  {
    titleKey: 'servicesMenu.outdoor.title',
    items: [link('servicesMenu.outdoor.ooh', 'ooh'), link('servicesMenu.outdoor.pdooh', 'programmatic-dooh')],
  },
  {
    titleKey: 'servicesMenu.ecommerce.title',
    items: [link('servicesMenu.ecommerce.china', 'china-ecommerce'), link('servicesMenu.ecommerce.sea', 'southeast-asia-ecommerce')],
  },
];

/**
 * The footer's three link columns. The spec names some links without paths: Programmatic → the
 * native advertising page, China → Baidu (first of the China Digital group), Southeast Asia →
 * GrabAds, Global → Global Digital.
 */
export const FOOTER_COLUMNS: readonly FooterColumn[] = [
  {
    titleKey: 'footer.columns.home',
    links: [
      link('footer.links.techData', 'tech-data'),
      link('footer.links.insight', 'insight'),
      link('footer.links.news', 'news'),
      link('footer.links.about', 'about'),
      link('footer.links.contactUs', 'contact'),
    ],
  },
  {
    titleKey: 'footer.columns.digital',
    links: [
      link('footer.links.programmatic', 'taboola'),
      link('footer.links.sem', 'sem'),
      link('footer.links.seo', 'seo'),
      link('footer.links.social', 'social'),
      link('footer.links.content', 'content'),
      link('footer.links.influencer', 'influencer'),
      link('footer.links.display', 'display'),
      link('footer.links.video', 'video'),
      link('footer.links.china', 'baidu'),
      link('footer.links.sea', 'grabads-agency'),
      link('footer.links.global', 'global-digital'),
    ],
  },
  {
    titleKey: 'footer.columns.ecommerce',
    links: [link('footer.links.chinaEcommerce', 'china-ecommerce'), link('footer.links.seaEcommerce', 'southeast-asia-ecommerce')],
  },
];

/**
 * The 13 advertising channels (spec section 2, "Platform pages"), in the spec's order: the contact
 * form's service types and the channel strip of the platform pages. Each is labelled
 * `channels.<key>` in `common`. The spec's list says `/wechat`, which is no route: that entry is the
 * WeChat service page.
 */
const CHANNEL_SCREENS = {
  sem: 'sem',
  gdn: 'gdn',
  yahoo: 'yahoo',
  youtube: 'youtube',
  facebook: 'facebook',
  linkedin: 'linkedin',
  google: 'google',
  twitter: 'twitter',
  xhs: 'xhs',
  wechat: 'wechat',
  tiktok: 'tiktok',
  graphicDesign: 'graphic-design',
  outdoor: 'outdoor',
} as const satisfies Record<string, ScreenId>;

export type ChannelKey = keyof typeof CHANNEL_SCREENS;

export interface Channel {
  key: ChannelKey;
  labelKey: CommonKey;
  path: RoutePath;
}

export const CHANNELS: readonly Channel[] = (Object.entries(CHANNEL_SCREENS) as [ChannelKey, ScreenId][]).map(([key, screen]) => ({
  key,
  labelKey: `channels.${key}` as CommonKey,
  path: pathOf(screen),
}));
