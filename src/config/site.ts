/**
 * Site-wide configuration values that are data, not copy (copy lives in locales/).
 */

/**
 * The contact phone shown on every seminar record (interpolated as {{phone}}).
 *
 * PLACEHOLDER: "+852 0000 0000" is not a real number. Replace it with the number the client
 * supplies; it is the only place the phone is written.
 */
export const CONTACT_PHONE = '+852 0000 0000';

/** True while CONTACT_PHONE is the placeholder above (tests and reviews can flag it). */
export const CONTACT_PHONE_IS_PLACEHOLDER = /^\+852 0000 0000$/.test(CONTACT_PHONE);

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
