/**
 * Compile-time checks, run by `npm run typecheck` (not by Vitest: nothing here runs). Each
 * `@ts-expect-error` marks a line the types must reject; if a change made the types accept it, the
 * directive would be unused and the typecheck would fail.
 */
import type { RoutePath } from '../../src/config/site-manifest';
import { definePlatform } from '../../src/sections/platform-descriptor';

const art = 'x.svg';

/** A platform descriptor's keys are checked against its own namespace. */
export const platform = definePlatform('platform-gdn', {
  bannerArt: 'grid',
  // @ts-expect-error "banner.titel" is not a key of platform-gdn
  bannerTitleKey: 'banner.titel',
  bannerTextKey: 'banner.text',
  descriptionTitleKey: 'description.title',
  descriptionKeys: ['description.lead'],
  // @ts-expect-error a benefit key must be an object with eyebrow, title, text and imageAlt
  stats: ['benefits.scale'],
  benefits: [
    { key: 'benefits.scale', image: art },
    { key: 'benefits.remarketing', image: art },
    // @ts-expect-error a stat is not a benefit
    { key: 'stats.sites', image: art },
  ],
});

/** Links name routes of the site manifest; anything else is rejected. */
export const routes: readonly RoutePath[] = [
  '/services/wechat',
  '/digital-marketing',
  // @ts-expect-error no such route
  '/services/wechat/',
  // @ts-expect-error routes are case-sensitive
  '/News',
];
