/**
 * Site-wide configuration values that are data, not copy (copy lives in locales/).
 */

/**
 * The contact phone shown on every seminar record (interpolated as {{phone}}), a build-time
 * setting: `CONTACT_PHONE='+852 …' npm run build` (vite.config.ts hands it to the client bundle and
 * to the prerenderer's server build alike; README, next to SITE_URL). Empty while it is unset: the
 * seminar panel then shows no number and points the visitor to the contact form instead.
 */
export const CONTACT_PHONE: string = typeof __CONTACT_PHONE__ === 'string' ? __CONTACT_PHONE__.trim() : '';

/** The phone as a `tel:` URI: digits and a leading plus only. */
export function telHref(phone: string = CONTACT_PHONE): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/**
 * The site's public origin, used for every absolute URL of the prerendered documents (canonical,
 * hreflang, Open Graph, sitemap). The build takes `SITE_URL` from the environment; this is the
 * default when it is not set.
 */
export const DEFAULT_SITE_URL = 'https://www.adtechinno.com';

/** Where the company has offices (spec section 1), as ISO 3166 region codes; names come from Intl. */
export const OFFICE_REGIONS = ['HK', 'CN', 'TW', 'TH', 'MY', 'SG', 'MO', 'VN'] as const;

/** The year in the footer's copyright line. */
export const COPYRIGHT_YEAR = 2024;

/**
 * Marks the header's language switcher (a native select): on a document the app could not take
 * over, it still opens the same page in the chosen language (src/app/take-over.ts).
 */
export const LANGUAGE_SELECT_ATTRIBUTE = 'data-language-select';

/**
 * Marks the phone menu's button: on a document the app could not take over, where its panel cannot
 * open, it leads to the footer's navigation instead (src/app/take-over.ts).
 */
export const MENU_BUTTON_ATTRIBUTE = 'data-menu-button';

/**
 * Marks a carousel's previous (-1) and next (1) buttons, and its slide counter: on a document the
 * app could not take over, they still turn the slides (src/app/take-over.ts).
 */
export const CAROUSEL_STEP_ATTRIBUTE = 'data-carousel-step';
export const CAROUSEL_COUNTER_ATTRIBUTE = 'data-carousel-counter';

/**
 * Marks a hover carousel's navigation dots and its groups (the index of the group), and each
 * panel's picture: on a document the app could not take over, the dots still select a group and
 * the panels still show their pictures (src/app/take-over.ts).
 */
export const HOVER_DOT_ATTRIBUTE = 'data-hover-dot';
export const HOVER_GROUP_ATTRIBUTE = 'data-hover-group';
export const HOVER_PICTURE_ATTRIBUTE = 'data-picture';
export const HOVER_PICTURE_ALT_ATTRIBUTE = 'data-picture-alt';
