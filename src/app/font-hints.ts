/**
 * The font files of the arrival screen's first paint, by locale (written at build time from the
 * build manifest by scripts/font-hints.mjs, which also puts the script that uses it in index.html).
 */
export interface FontHintTable {
  /** Latin, Vietnamese and Thai: the Noto Sans files every screen of a locale is drawn in; `*` for a locale not listed. */
  scripts: Readonly<Record<string, readonly string[]>>;
  /** Chinese, Japanese and Korean: the visitor's own fonts (`local()` sources), the shell's face and each screen's. */
  cjk: Readonly<Record<string, { local: string; common: string; screens: Readonly<Record<string, string>> }>>;
}

/** The files a first screen in `lng` waits for, on the screen of namespace `ns`, and the local fonts that make CJK ones unneeded. */
export function arrivalFontFiles(table: FontHintTable, lng: string, ns: string | undefined): { local?: string; files: string[] } {
  const cjk = Object.hasOwn(table.cjk, lng) ? table.cjk[lng] : undefined;
  if (!cjk) return { files: [...(table.scripts[lng] ?? table.scripts['*'] ?? [])] };
  const screen = ns !== undefined && Object.hasOwn(cjk.screens, ns) ? cjk.screens[ns] : undefined;
  return { local: cjk.local, files: screen ? [cjk.common, screen] : [cjk.common] };
}

function preload(doc: Document, href: string) {
  const link = doc.createElement('link');
  link.rel = 'preload';
  link.as = 'font';
  link.type = 'font/woff2';
  link.crossOrigin = 'anonymous'; // fonts are fetched in CORS mode: the font loader then reuses this response
  link.href = href;
  doc.head.append(link);
}

/**
 * Starts downloading the arrival screen's font files at once, while the app itself downloads: the
 * app would find them only once it runs (src/app/preload.ts), and the first screen waits for them.
 * Chinese, Japanese and Korean files are fetched only when none of the visitor's own CJK fonts is
 * there. Only a head start: the app loads its fonts the same way with or without it, and a failure
 * here is silent. Resolves when the links are in place (or there is nothing to fetch).
 */
export async function hintArrivalFonts(table: FontHintTable, lng: string, ns: string | undefined, doc: Document = document): Promise<void> {
  const { local, files } = arrivalFontFiles(table, lng, ns);
  if (local && typeof FontFace !== 'undefined') {
    const own = await new FontFace('Adt local CJK probe', local).load().then(
      () => true,
      () => false,
    );
    if (own) return;
  }
  for (const href of files) preload(doc, href);
}
