/** Every catalogue is its own lazily loaded chunk: locales/<lng>/<namespace>.json (English `common` is bundled). */
const catalogues = import.meta.glob<{ default: Record<string, unknown> }>([
  '../../locales/*/*.json',
  '!../../locales/en/common.json',
]);

export function catalogueLoader(lng: string, ns: string) {
  return catalogues[`../../locales/${lng}/${ns}.json`];
}
