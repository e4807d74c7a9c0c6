/**
 * An edition's catalogue (a locale with a `base` in src/i18n/locales.ts, such as zh-TW over zh-HK):
 * the base's strings with the edition's own overlay on top. Pure, with no imports of its own, so the
 * browser, the prerenderer and the build's font subsetting (scripts/fonts/cjk.mjs) all use it.
 */
export type Catalogue = { readonly [key: string]: string | Catalogue };

export function overlayCatalogue(base: Catalogue, overlay: Catalogue): Catalogue {
  const out: Record<string, string | Catalogue> = { ...base };
  for (const [key, value] of Object.entries(overlay)) {
    const under = out[key];
    out[key] = typeof value === 'object' && typeof under === 'object' ? overlayCatalogue(under, value) : value;
  }
  return out;
}
