import audience from '../../assets/company/case-audience.svg?raw';
import commerce from '../../assets/company/case-commerce.svg?raw';
import outdoor from '../../assets/company/case-outdoor.svg?raw';
import search from '../../assets/company/case-search.svg?raw';
import social from '../../assets/company/case-social.svg?raw';
import video from '../../assets/company/case-video.svg?raw';

/**
 * The 18 Insight case studies: the id of their copy in the `insight` catalogue (`cases.<id>`),
 * the illustration and colouring they use, and the service page their DETAIL dialog links to.
 */
export type CaseArt = 'search' | 'social' | 'commerce' | 'outdoor' | 'video' | 'audience';

export interface CaseStudy {
  id: string;
  art: CaseArt;
  /** 0, 1 or 2: the same illustration in three colourings, so neighbouring cards differ. */
  palette: 0 | 1 | 2;
  /** Route of the service page behind the case. */
  service: string;
}

export const CASE_STUDIES = [
  { id: 'skincareChina', art: 'social', palette: 0, service: '/services/xiaohongshu' },
  { id: 'propertyLeads', art: 'search', palette: 1, service: '/services/sem' },
  { id: 'universityRecruitment', art: 'audience', palette: 2, service: '/services/social' },
  { id: 'resortTravellers', art: 'video', palette: 0, service: '/services/douyin' },
  { id: 'snackLaunch', art: 'video', palette: 2, service: '/services/influencer' },
  { id: 'digitalBank', art: 'audience', palette: 0, service: '/services/taboola' },
  { id: 'fashionCrossBorder', art: 'commerce', palette: 0, service: '/services/china-ecommerce' },
  { id: 'electricCar', art: 'outdoor', palette: 1, service: '/services/programmatic-dooh' },
  { id: 'insurerOmnichannel', art: 'outdoor', palette: 2, service: '/services/omnichannel-marketing' },
  { id: 'macauResort', art: 'outdoor', palette: 0, service: '/services/ooh' },
  { id: 'restaurantDelivery', art: 'commerce', palette: 2, service: '/services/grabads-agency' },
  { id: 'watchRetailer', art: 'search', palette: 0, service: '/services/baidu' },
  { id: 'softwareLeads', art: 'audience', palette: 1, service: '/linkedin' },
  { id: 'mobileGame', art: 'video', palette: 1, service: '/tiktok' },
  { id: 'supplementsTrust', art: 'social', palette: 1, service: '/services/weibo' },
  { id: 'lawFirmSearch', art: 'search', palette: 2, service: '/services/seo' },
  { id: 'telcoAudio', art: 'social', palette: 2, service: '/services/audio-advertising' },
  { id: 'electronicsMarketplaces', art: 'commerce', palette: 1, service: '/services/southeast-asia-ecommerce' },
] as const satisfies readonly CaseStudy[];

export type CaseStudyId = (typeof CASE_STUDIES)[number]['id'];

const TEMPLATES: Record<CaseArt, string> = { search, social, commerce, outdoor, video, audience };

/** Colour swaps per palette: the brand violet, cyan and warm accent rotate; the background tints change. */
const PALETTES: readonly Readonly<Record<string, string>>[] = [
  {},
  { '#5a3df5': '#0a7f8e', '#0fb5c9': '#ff7a45', '#ff7a45': '#5a3df5', '#eef0ff': '#fff1ea', '#dff6f9': '#eef0ff' },
  { '#5a3df5': '#ff7a45', '#0fb5c9': '#5a3df5', '#ff7a45': '#0fb5c9', '#eef0ff': '#e3f7fa', '#dff6f9': '#f1edff' },
];

const cache = new Map<string, string>();

/** The illustration for a case study as a data: URL (the templates are original SVGs under 2 KB). */
export function caseArtUrl(art: CaseArt, palette: 0 | 1 | 2): string {
  const id = `${art}-${palette}`;
  let url = cache.get(id);
  if (!url) {
    const swaps = PALETTES[palette] ?? {};
    const svg = TEMPLATES[art].replace(/#[0-9a-f]{6}\b/gi, (hex) => swaps[hex.toLowerCase()] ?? hex);
    url = `data:image/svg+xml,${encodeURIComponent(svg)}`;
    cache.set(id, url);
  }
  return url;
}
