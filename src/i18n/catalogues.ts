import { overlayCatalogue, type Catalogue } from './editions';
import { baseLocale } from './locales';

/** Every catalogue is its own lazily loaded chunk: locales/<lng>/<namespace>.json (English `common` is bundled). */
const catalogues = import.meta.glob<{ default: Record<string, unknown> }>([
  '../../locales/*/*.json',
  '!../../locales/en/common.json',
]);

type Loader = () => Promise<{ default: Record<string, unknown> }>;

/**
 * The loader of `lng`'s catalogue `ns`. An edition (a locale with a `base`, e.g. zh-TW over zh-HK)
 * holds only the strings that differ: its loader fetches the base's chunk and its own (if it has
 * one for that namespace) together and lays its strings over the base's, so i18next sees one
 * complete catalogue.
 */
export function catalogueLoader(lng: string, ns: string): Loader | undefined {
  const own = catalogues[`../../locales/${lng}/${ns}.json`];
  const base = baseLocale(lng);
  const inherited = base ? catalogueLoader(base, ns) : undefined;
  if (!inherited) return own;
  return async () => {
    const [under, over] = await Promise.all([inherited(), own ? own() : { default: {} }]);
    return { default: overlayCatalogue(under.default as Catalogue, over.default as Catalogue) };
  };
}
