/**
 * Self-hosted fonts per script, loaded only for the locale that needs them. Fontsource splits
 * each family into unicode-range subsets, so a page downloads only the glyphs it shows.
 */
const fontLoaders: Record<string, () => Promise<unknown>> = {
  'zh-Hans': () => Promise.all([import('@fontsource/noto-sans-sc/400.css'), import('@fontsource/noto-sans-sc/700.css')]),
  'zh-Hant': () => Promise.all([import('@fontsource/noto-sans-tc/400.css'), import('@fontsource/noto-sans-tc/700.css')]),
  th: () => Promise.all([import('@fontsource/noto-sans-thai/400.css'), import('@fontsource/noto-sans-thai/700.css')]),
};

const loaded = new Set<string>();

export async function loadLocaleFonts(lng: string): Promise<void> {
  const load = fontLoaders[lng];
  if (!load || loaded.has(lng)) return;
  loaded.add(lng);
  try {
    await load();
  } catch {
    loaded.delete(lng); // a missing font is cosmetic: the system font stack takes over
  }
}
