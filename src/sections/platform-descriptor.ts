import type { ParseKeys } from 'i18next';
import type { Namespace } from '../i18n/resources.gen';
import type { BannerArtVariant } from './banner-art';
import type { InlineLinks } from './service-descriptor';

/**
 * What a platform introduction page (/google, /gdn, /outdoor, …) shows, as data. One template,
 * src/sections/platform-page.tsx, renders every descriptor; each page is a few lines.
 *
 * Keys are typed against the page's own namespace: a key that is not in
 * locales/en/platform-<id>.json is a compile error.
 */

/** The namespaces of the platform pages themselves (`platform-<id>`). */
export type PlatformNs = Extract<Namespace, `platform-${string}`>;

export type PlatformKey<NS extends PlatformNs> = ParseKeys<NS> & string;

/** Prefixes G for which `${G}.${Leaf}` is a key of NS, e.g. 'benefits.reach' for Leaf 'title'. */
type GroupsWith<NS extends PlatformNs, Leaf extends string> =
  PlatformKey<NS> extends infer K ? (K extends `${infer G}.${Leaf}` ? G : never) : never;

/** A catalogue object with eyebrow, title, text and imageAlt: one benefit. */
export type BenefitKey<NS extends PlatformNs> = string &
  GroupsWith<NS, 'eyebrow'> &
  GroupsWith<NS, 'title'> &
  GroupsWith<NS, 'text'> &
  GroupsWith<NS, 'imageAlt'>;

/** A catalogue object with value, figure and label: one headline figure (spec section 9). */
export type StatKey<NS extends PlatformNs> = string & GroupsWith<NS, 'value'> & GroupsWith<NS, 'figure'> & GroupsWith<NS, 'label'>;

export interface PlatformBenefit<NS extends PlatformNs> {
  key: BenefitKey<NS>;
  /** URL of the illustration (an SVG under src/assets/platforms, 600 × 400). */
  image: string;
}

export interface PlatformDescriptor<NS extends PlatformNs> {
  ns: NS;
  bannerArt: BannerArtVariant;
  bannerTitleKey: PlatformKey<NS>;
  bannerTextKey: PlatformKey<NS>;
  descriptionTitleKey: PlatformKey<NS>;
  /** Paragraphs of the description box, in order. */
  descriptionKeys: readonly PlatformKey<NS>[];
  /**
   * Router paths for the `<tag>` links used in the copy, e.g. `{ display: '/services/display' }`
   * for "see our <display>display advertising services</display>".
   */
  links?: InlineLinks;
  /** Headline figures shown beside the description (only where the spec gives figures). */
  stats?: readonly StatKey<NS>[];
  benefits: readonly [PlatformBenefit<NS>, PlatformBenefit<NS>, PlatformBenefit<NS>];
}

/**
 * A page's descriptor: `definePlatform('platform-gdn', { … })`. The namespace comes first so that
 * every key after it is checked against that namespace, and so that the i18n check sees which
 * namespace the page folder uses.
 */
export function definePlatform<NS extends PlatformNs>(
  ns: NS,
  descriptor: Omit<PlatformDescriptor<NS>, 'ns'>,
): PlatformDescriptor<NS> {
  return { ns, ...descriptor };
}
