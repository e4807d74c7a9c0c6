import type { ParseKeys } from 'i18next';
import type { NavSection } from '../app/routes';

export type CommonKey = ParseKeys<'common'>;

export interface NavLink {
  labelKey: CommonKey;
  path: string;
  children?: readonly NavLink[];
}

export interface HeaderItem extends NavLink {
  section: NavSection;
}

export interface MenuGroup {
  titleKey: CommonKey;
  /** A group without entries is itself a link (e.g. Global Digital). */
  path?: string;
  items: readonly NavLink[];
}

/** Header navigation, in the spec's order. */
export const HEADER_ITEMS: readonly HeaderItem[] = [
  { section: 'adtechinno', labelKey: 'nav.adtechinno', path: '/adtechinno' },
  { section: 'techData', labelKey: 'nav.techData', path: '/tech-data' },
  { section: 'services', labelKey: 'nav.services', path: '/services/sem' },
  { section: 'insight', labelKey: 'nav.insight', path: '/insight' },
  { section: 'news', labelKey: 'nav.news', path: '/news' },
  { section: 'about', labelKey: 'nav.about', path: '/about' },
  { section: 'contact', labelKey: 'nav.contact', path: '/contact' },
];

/** The services dropdown (spec section 2, "Services dropdown"). */
export const SERVICE_GROUPS: readonly MenuGroup[] = [
  {
    titleKey: 'servicesMenu.digital.title',
    items: [
      { labelKey: 'servicesMenu.digital.sem', path: '/services/sem' },
      { labelKey: 'servicesMenu.digital.seo', path: '/services/seo' },
      {
        labelKey: 'servicesMenu.digital.programmatic',
        path: '/services/taboola',
        children: [{ labelKey: 'servicesMenu.digital.native', path: '/services/taboola' }],
      },
      { labelKey: 'servicesMenu.digital.display', path: '/services/display' },
      { labelKey: 'servicesMenu.digital.video', path: '/services/video' },
      { labelKey: 'servicesMenu.digital.social', path: '/services/social' },
      { labelKey: 'servicesMenu.digital.content', path: '/services/content' },
      { labelKey: 'servicesMenu.digital.influencer', path: '/services/influencer' },
      { labelKey: 'servicesMenu.digital.audio', path: '/services/audio-advertising' },
      { labelKey: 'servicesMenu.digital.omnichannel', path: '/services/omnichannel-marketing' },
    ],
  },
  {
    titleKey: 'servicesMenu.china.title',
    items: [
      { labelKey: 'servicesMenu.china.baidu', path: '/services/baidu' },
      { labelKey: 'servicesMenu.china.wechat', path: '/services/wechat' },
      { labelKey: 'servicesMenu.china.douyin', path: '/services/douyin' },
      { labelKey: 'servicesMenu.china.weibo', path: '/services/weibo' },
      { labelKey: 'servicesMenu.china.xiaohongshu', path: '/services/xiaohongshu' },
      { labelKey: 'servicesMenu.china.toutiao', path: '/services/toutiao' },
    ],
  },
  {
    titleKey: 'servicesMenu.search.title',
    items: [{ labelKey: 'servicesMenu.search.grabads', path: '/services/grabads-agency' }],
  },
  { titleKey: 'servicesMenu.global.title', path: '/services/global-digital', items: [] },
  { titleKey: 'servicesMenu.industry.title', path: '/services/industry-design', items: [] },
  {
    titleKey: 'servicesMenu.outdoor.title',
    items: [
      { labelKey: 'servicesMenu.outdoor.ooh', path: '/services/ooh' },
      { labelKey: 'servicesMenu.outdoor.pdooh', path: '/services/programmatic-dooh' },
    ],
  },
  {
    titleKey: 'servicesMenu.ecommerce.title',
    items: [
      { labelKey: 'servicesMenu.ecommerce.china', path: '/services/china-ecommerce' },
      { labelKey: 'servicesMenu.ecommerce.sea', path: '/services/southeast-asia-ecommerce' },
    ],
  },
];

export interface FooterColumn {
  titleKey: CommonKey;
  links: readonly NavLink[];
}

export const FOOTER_COLUMNS: readonly FooterColumn[] = [
  {
    titleKey: 'footer.columns.home',
    links: [
      { labelKey: 'footer.links.techData', path: '/tech-data' },
      { labelKey: 'footer.links.insight', path: '/insight' },
      { labelKey: 'footer.links.news', path: '/news' },
      { labelKey: 'footer.links.about', path: '/about' },
      { labelKey: 'footer.links.contactUs', path: '/contact' },
    ],
  },
  {
    titleKey: 'footer.columns.digital',
    links: [
      { labelKey: 'footer.links.programmatic', path: '/services/taboola' },
      { labelKey: 'footer.links.sem', path: '/services/sem' },
      { labelKey: 'footer.links.seo', path: '/services/seo' },
      { labelKey: 'footer.links.social', path: '/services/social' },
      { labelKey: 'footer.links.content', path: '/services/content' },
      { labelKey: 'footer.links.influencer', path: '/services/influencer' },
      { labelKey: 'footer.links.display', path: '/services/display' },
      { labelKey: 'footer.links.video', path: '/services/video' },
      { labelKey: 'footer.links.china', path: '/services/baidu' },
      { labelKey: 'footer.links.sea', path: '/services/grabads-agency' },
      { labelKey: 'footer.links.global', path: '/services/global-digital' },
    ],
  },
  {
    titleKey: 'footer.columns.ecommerce',
    links: [
      { labelKey: 'footer.links.chinaEcommerce', path: '/services/china-ecommerce' },
      { labelKey: 'footer.links.seaEcommerce', path: '/services/southeast-asia-ecommerce' },
    ],
  },
];

export const COPYRIGHT_YEAR = 2024;

/** `#/contact`-style href for a route path. */
export function hrefOf(path: string): string {
  return `#${path}`;
}
