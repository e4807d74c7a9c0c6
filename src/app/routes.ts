/**
 * The route table of the spec (section 2), in one place. Every path matches exactly and
 * case-sensitively; `page` names the folder under src/pages that renders it, `ns` the translation
 * namespace that screen loads (its own, plus `common` for the shell).
 */
export type NavSection = 'adtechinno' | 'techData' | 'services' | 'insight' | 'news' | 'about' | 'contact';

export interface RouteDef {
  path: string;
  page: string;
  ns: string;
}

const SERVICE_PAGES = [
  'sem', 'seo', 'taboola', 'display', 'video', 'social', 'content', 'influencer',
  'audio-advertising', 'omnichannel-marketing',
  'baidu', 'wechat', 'douyin', 'weibo', 'xiaohongshu', 'toutiao',
  'grabads-agency', 'global-digital', 'industry-design',
  'china-ecommerce', 'southeast-asia-ecommerce', 'ooh', 'programmatic-dooh',
] as const;

const PLATFORM_PAGES = [
  'google', 'tiktok', 'twitter', 'xhs', 'yahoo', 'youtube', 'linkedin', 'facebook', 'gdn', 'graphic-design', 'outdoor',
] as const;

export const ROUTES: readonly RouteDef[] = [
  { path: '/', page: 'home', ns: 'home' },
  { path: '/adtechinno', page: 'home', ns: 'home' },
  { path: '/about', page: 'about', ns: 'about' },
  { path: '/tech-data', page: 'tech-data', ns: 'tech-data' },
  { path: '/insight', page: 'insight', ns: 'insight' },
  { path: '/news', page: 'news', ns: 'news' },
  { path: '/newsDetails', page: 'news-details', ns: 'news' }, // the news list and its detail share one namespace
  { path: '/contact', page: 'contact', ns: 'contact' },
  { path: '/digital-marketing', page: 'services/sem', ns: 'service-sem' },
  ...SERVICE_PAGES.map((id) => ({ path: `/services/${id}`, page: `services/${id}`, ns: `service-${id}` })),
  ...PLATFORM_PAGES.map((id) => ({ path: `/${id}`, page: `platforms/${id}`, ns: `platform-${id}` })),
];

/** Which header item is active, from the first segment of the hash path. */
const SECTION_BY_SEGMENT: Record<string, NavSection> = {
  '': 'adtechinno',
  adtechinno: 'adtechinno',
  'tech-data': 'techData',
  services: 'services',
  'digital-marketing': 'services',
  insight: 'insight',
  news: 'news',
  newsDetails: 'news',
  about: 'about',
  contact: 'contact',
};

export function activeSection(pathname: string): NavSection | undefined {
  const first = pathname.split('/').filter(Boolean)[0] ?? '';
  return Object.hasOwn(SECTION_BY_SEGMENT, first) ? SECTION_BY_SEGMENT[first] : undefined;
}

/** The namespace of the screen at `pathname` (exact, case-sensitive match), if it is a route. */
export function routeNamespace(pathname: string): string | undefined {
  return ROUTES.find((route) => route.path === pathname)?.ns;
}

/** The route of the address the visitor arrived at (hash routing: `#/services/sem?x=1`). */
export function arrivalRoute(hash: string): RouteDef | undefined {
  const path = hash.replace(/^#/, '').split(/[?#]/)[0] || '/';
  return ROUTES.find((r) => r.path === path);
}
