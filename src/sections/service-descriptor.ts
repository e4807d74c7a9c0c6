import type { RoutePath } from '../config/site-manifest';
import type { LogoKey } from '../content/logos';
import type { Resources } from '../i18n/resources.gen';
import type { BannerArtVariant } from './banner-art';
import type { AdPlacement } from './ad-placement-art';
import type { ServiceIconName } from './service-icons';

/**
 * The typed description of one service page. A page is its namespace's catalogue plus one of these;
 * the template (`ServicePage`) reads the copy from fixed places in the catalogue and the descriptor
 * says everything that differs between pages (which statistics, which cards and their inline links,
 * which logos, which extra sections). Every id below is checked against the English catalogue of the
 * page's namespace, so a missing or mistyped key is a compile error.
 *
 * Catalogue layout of a service namespace (`locales/en/service-<id>.json`):
 *   meta.title                            document title
 *   banner.title, banner.text             h1 and banner line (banner.eyebrow optional)
 *   intro.title, intro.text               optional intro (intro.lead optional)
 *   intro.stats.<id>.{value,figure,label} optional statistics of the intro
 *   services.title (+ lead), services.items.<id>.{title,text}   the six service cards
 *   platforms.title (+ lead)              heading of the logo row (also the list's accessible name)
 *   whyUs.title (+ lead), whyUs.items.<id>.{title,text}         the three why-us cards
 *   <section>.title (+ lead), <section>.items.<id>.…            extra sections, see `ExtraSection`
 */

/** Namespaces of service pages: those whose English catalogue has the service-page layout. */
export type ServiceNamespace = {
  [N in keyof Resources]: Resources[N] extends ServiceCatalogueShape ? N : never;
}[keyof Resources];

interface TitleText {
  title: string;
  text: string;
}

/** What every service catalogue must have. */
export interface ServiceCatalogueShape {
  meta: { title: string };
  banner: { title: string; text: string };
  services: { title: string; items: Record<string, TitleText> };
  platforms: { title: string };
  whyUs: { title: string; items: Record<string, TitleText> };
}

type Cat<NS extends ServiceNamespace> = Resources[NS];
type Str<T> = Extract<T, string>;
/** Keys of `obj[K]['items']` (or never). */
type ItemIds<T, K extends PropertyKey> = T extends Record<K, { items: infer I }> ? Str<keyof I> : never;
/** Top-level keys of the catalogue whose value is a section (`title` plus `items`). */
type SectionKeys<T> = {
  [K in Str<keyof T>]: T[K] extends { title: string; items: object } ? K : never;
}[Str<keyof T>];
/** Ids of intro statistics, if the catalogue has `intro.stats`. */
type IntroStatIds<T> = T extends { intro: { stats: infer S } } ? Str<keyof S> : never;
/** Ids of a section's statistics: `<key>.items.<id>` with `value`, `figure` and `label`. */
type StatIds<T, K extends PropertyKey> =
  T extends Record<K, { items: infer I }>
    ? { [S in Str<keyof I>]: I[S] extends { value: string; figure: string; label: string } ? S : never }[Str<keyof I>]
    : never;

/** A route of the site (src/config/site-manifest.ts): a link to anything else is a compile error. */
export type SitePath = RoutePath;

/**
 * Inline links of a piece of copy: tag name in the catalogue → route. `"text": "… our <tech>ad
 * tool</tech> …"` with `links: { tech: '/tech-data' }` renders `<a href="#/tech-data">ad tool</a>`.
 */
export type InlineLinks = Readonly<Record<string, SitePath>>;

/** Minimum heights of a service card the spec allows, in px (section 3); 216 is the default (service-cards.module.scss). */
export type CardMinHeight = 137 | 216 | 291;

export interface ServiceCardSpec<Id extends string> {
  /** `services.items.<id>.title` and `.text` in the catalogue. */
  id: Id;
  /** Only where the card is not the default 216 px. */
  minHeight?: Exclude<CardMinHeight, 216>;
  icon?: ServiceIconName;
  links?: InlineLinks;
}

export interface WhyUsSpec<Id extends string> {
  /** `whyUs.items.<id>.title` and `.text` in the catalogue. */
  id: Id;
  icon?: ServiceIconName;
  links?: InlineLinks;
}

/** Where an extra section goes: after which block of the common pattern. */
export type SectionSlot = 'intro' | 'services' | 'platforms' | 'whyUs';

interface ExtraBase<K extends string> {
  /** Top-level key of the section in the catalogue: `<key>.title`, optional `<key>.lead`. */
  key: K;
  /** Placed after this block (default 'services'). */
  after?: SectionSlot;
  tone?: 'plain' | 'alt' | 'dark';
  /** Inline links of `<key>.lead`. */
  leadLinks?: InlineLinks;
}

/**
 * Cards of ad formats or placements (ad-format overview, ad overview grid):
 * `<key>.items.<id>.{title,text}`, optional `<key>.items.<id>.tag` (a category shown above the title).
 * Each card may show a placement wireframe (`art`) or an image with alt text `<key>.items.<id>.imageAlt`.
 */
export interface FormatsSection<T, K extends SectionKeys<T>> extends ExtraBase<K> {
  kind: 'formats';
  columns?: 2 | 3 | 4;
  items: readonly {
    id: ItemIds<T, K>;
    art?: AdPlacement;
    image?: { src: string; width: number; height: number };
    links?: InlineLinks;
  }[];
}

/** A list of points, e.g. why-choose-us: `<key>.items.<id>.{title,text}`, in one or two columns, numbered or ticked. */
export interface ListSection<T, K extends SectionKeys<T>> extends ExtraBase<K> {
  kind: 'list';
  columns?: 1 | 2;
  marker?: 'number' | 'check';
  items: readonly { id: ItemIds<T, K>; links?: InlineLinks }[];
}

/** A row of headline statistics: `<key>.items.<id>.{value,figure,label}`. */
export interface StatsSection<T, K extends SectionKeys<T>> extends ExtraBase<K> {
  kind: 'stats';
  items: readonly { id: StatIds<T, K>; arrow?: 'up' | 'down' }[];
}

/** A second logo list (partner platforms, partner channels): names come from `common:logos`. */
export interface LogosSection<T, K extends SectionKeys<T> | LeadKeys<T>> extends ExtraBase<K> {
  kind: 'logos';
  logos: readonly LogoKey[];
  rows?: readonly number[];
}

/** Top-level keys whose value has a `title` (a section with no items, e.g. a logo list). */
type LeadKeys<T> = {
  [K in Str<keyof T>]: T[K] extends { title: string } ? K : never;
}[Str<keyof T>];

/**
 * Paragraphs of prose under a heading: `<key>.paragraphs.<id>` strings (may hold inline links).
 */
export interface TextSection<T, K extends ParagraphKeys<T>> extends ExtraBase<K> {
  kind: 'text';
  paragraphs: readonly ParagraphIds<T, K>[];
  links?: InlineLinks;
}
type ParagraphKeys<T> = {
  [K in Str<keyof T>]: T[K] extends { title: string; paragraphs: object } ? K : never;
}[Str<keyof T>];
type ParagraphIds<T, K extends PropertyKey> = T extends Record<K, { paragraphs: infer P }> ? Str<keyof P> : never;

export type ExtraSection<T> =
  | { [K in SectionKeys<T>]: FormatsSection<T, K> }[SectionKeys<T>]
  | { [K in SectionKeys<T>]: ListSection<T, K> }[SectionKeys<T>]
  | { [K in SectionKeys<T>]: StatsSection<T, K> }[SectionKeys<T>]
  | { [K in LeadKeys<T>]: LogosSection<T, K> }[LeadKeys<T>]
  | { [K in ParagraphKeys<T>]: TextSection<T, K> }[ParagraphKeys<T>];

/** The runtime shape of any extra section, for the template (which reads keys dynamically). */
export type LooseExtraSection = ExtraBase<string> &
  (
    | { kind: 'formats'; columns?: 2 | 3 | 4; items: readonly { id: string; art?: AdPlacement; image?: { src: string; width: number; height: number }; links?: InlineLinks }[] }
    | { kind: 'list'; columns?: 1 | 2; marker?: 'number' | 'check'; items: readonly { id: string; links?: InlineLinks }[] }
    | { kind: 'stats'; items: readonly { id: string; arrow?: 'up' | 'down' }[] }
    | { kind: 'logos'; logos: readonly LogoKey[]; rows?: readonly number[] }
    | { kind: 'text'; paragraphs: readonly string[]; links?: InlineLinks }
  );

type Six<T> = readonly [T, T, T, T, T, T];
type Three<T> = readonly [T, T, T];

export interface ServiceDescriptor<NS extends ServiceNamespace> {
  banner?: { art?: BannerArtVariant };
  /**
   * Optional intro after the banner: `intro.title`, `intro.text` (inline `links`), and the
   * statistics `intro.stats.<id>` listed here, in order.
   */
  intro?: {
    stats?: readonly { id: IntroStatIds<Cat<NS>>; arrow?: 'up' | 'down' }[];
    links?: InlineLinks;
  };
  /** Exactly six service cards, in order. */
  services: Six<ServiceCardSpec<ItemIds<Cat<NS>, 'services'>>>;
  /** The platform logo row under the cards. */
  platforms: { logos: readonly LogoKey[]; rows?: readonly number[] };
  /** Exactly three why-us cards. */
  whyUs: Three<WhyUsSpec<ItemIds<Cat<NS>, 'whyUs'>>>;
  /** Sections particular to this page, each placed after one block of the common pattern. */
  extras?: readonly ExtraSection<Cat<NS>>[];
}
