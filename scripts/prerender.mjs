// Writes the prerendered documents into dist/ (after `vite build` and `vite build --ssr`, see
// scripts/build.mjs): /<lng>/ and /<lng>/<route>/index.html for every route with a document and every
// shipped locale, /404.html, the front door /index.html (the English home page), /sitemap.xml and /robots.txt. Each document is dist/index.html with the
// page's head and the app's markup; the app takes it over in the browser (src/main.tsx).
// SITE_URL (default in src/config/site.ts) is the public origin for every absolute URL.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { documentPolicy } from './csp.mjs';
import { CJK_FONTS, cjkFaceKey } from './fonts/cjk.mjs';
import { ADDRESS_STATE_ATTRIBUTE, ADOPTED_PAGE_FILE, ENTRY_ATTRIBUTE, SCREEN_MODULES_ATTRIBUTE } from '../src/app/arrival-guard.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = join(root, 'dist');

/**
 * Stylesheets and scripts of manifest entries and everything they import statically. Stylesheets in
 * the order Vite's module loader links them when the app imports an entry (an import's before its
 * importer's), so the document's cascade is the one the app has.
 */
function collect(manifest, keys) {
  const out = { css: new Set(), modules: new Set() };
  const seen = new Set();
  const walk = (k) => {
    if (seen.has(k) || !manifest[k]) return;
    seen.add(k);
    const chunk = manifest[k];
    out.modules.add(`/${chunk.file}`);
    for (const dep of chunk.imports ?? []) walk(dep);
    for (const css of chunk.css ?? []) out.css.add(`/${css}`);
  };
  keys.forEach(walk);
  return out;
}

/** What the root entry already loads (index.html carries it), so documents do not repeat it. */
function entryAssets(manifest) {
  const key = Object.keys(manifest).find((k) => manifest[k].isEntry);
  const assets = collect(manifest, [key]);
  return new Set([...assets.css, ...assets.modules]);
}

/**
 * The font stylesheets of a document's text, as manifest keys (their text is inline with the rest
 * of its CSS, and nothing is preloaded: a font file never competes with the first paint's bytes).
 * Noto Sans Thai in Thai: its two faces (`font-display: block`, about 10 KB each) are in the
 * document itself, as `data:` URLs (embedFontFiles): on a machine without a Thai font of its own
 * the first paint needs them, and a round trip for them held it back by ~0.3 s (simulated mobile,
 * docs/decisions/0015-documents-paint-first.md). Latin text waits for nothing: Noto Sans is declared once
 * the app has painted, and its size-adjusted fallback draws it until then (latinFacesAfterFirstPaint
 * in src/i18n/fonts.ts). Chinese, Japanese and Korean documents declare the faces of their subset,
 * the shell's and the screen's (scripts/fonts/cjk.mjs), behind the visitor's own CJK fonts: a
 * visitor with a CJK font of their own downloads none.
 */
const FONTSOURCE = 'node_modules/@fontsource';
const cjkFaces = (lng, ns) => [cjkFaceKey(lng, 'common', 'css'), ns && cjkFaceKey(lng, ns, 'css')].filter(Boolean);
const isCjk = (lng) => Object.hasOwn(CJK_FONTS, lng);
/** A document's font stylesheets, as manifest keys: a screen whose characters the shell's face all has has none of its own. */
const localeFontStylesheets = (lng, ns, manifest) => {
  if (lng === 'th') return [`${FONTSOURCE}/noto-sans-thai/thai-400.css`, `${FONTSOURCE}/noto-sans-thai/thai-700.css`];
  return isCjk(lng) ? cjkFaces(lng, ns).filter((key, i) => i === 0 || manifest[key]) : [];
};

/** A font file of the build in a stylesheet: `url(/assets/….woff2)`, the file's path captured. */
const FONT_FILE_URL = /url\((\/assets\/[^)"']+\.woff2)\)/g;

/**
 * A font stylesheet's text with its font files in it (`url(data:font/woff2;base64,…)`), for a
 * document's inline CSS; its faces `font-display: block`. A face in the document is decoded, not
 * downloaded: `block` waits for that decode only. With `optional`, Chromium went on without a face
 * whose decode had not finished by the first layout and never used it after: on a machine without
 * a Thai font of its own every Thai letter was a box, before and after the takeover.
 */
const embedFontFiles = (css, dist) =>
  css
    .replace(FONT_FILE_URL, (_, file) => `url(data:font/woff2;base64,${readFileSync(join(dist, file)).toString('base64')})`)
    .replace(/font-display:\s*optional/g, 'font-display:block');

/**
 * The faces of a font stylesheet whose files are in /assets/ (Thai's), for the arrival table (`g`):
 * [family, weight, style, file]. The arrival guard makes a FontFace of each at once, beside the
 * adopted page it fetches, which carries no font files (docs/decisions/0018-adopted-pages.md).
 */
const fontFaces = (css) =>
  [...css.matchAll(/@font-face\{([^}]*)\}/g)].map(([, body]) => {
    const get = (name) => new RegExp(`(?:^|;)${name}:([^;]+)`).exec(body)?.[1].trim();
    const family = get('font-family');
    const file = [...body.matchAll(FONT_FILE_URL)][0]?.[1];
    if (!family || !file) throw new Error(`prerender: a font face without a family or an /assets/ woff2 file: ${body.slice(0, 120)}`);
    return { family, weight: get('font-weight') ?? '400', style: get('font-style') ?? 'normal', file };
  });

/** The built file of a manifest key; a key the build no longer has is an error, not a silent gap. */
function builtFile(manifest, key) {
  const file = manifest[key]?.file;
  if (!file) throw new Error(`prerender: ${key} is not in the build manifest (see localeFontStylesheets in scripts/prerender.mjs)`);
  return `/${file}`;
}

/** The folder of every built asset (vite.config.ts: base '/', assetsDir 'assets'). */
const ASSETS = '/assets/';

/** What the boot imports on its own (src/app/boot.tsx), as a manifest key. */
const BOOT_IMPORT = 'node_modules/react-dom/client.js';

/** The template's own entry script and stylesheet (dist/index.html, as Vite wrote it). */
const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const ENTRY_STYLESHEET = /\s*<link rel="stylesheet" crossorigin href="([^"]+)">/;
const CSP_META_TAG = /<meta http-equiv="Content-Security-Policy" content="[^"]*">/;

function fill(template, { lng, route, state, addressState, head, html, formats, entry, screen, arrival, css }) {
  return template
    // The route (and the state its address names) on <html> too: the arrival guard
    // (src/app/arrival-guard.ts) reads them before <body> exists, and the scripts it asks for once
    // the document has painted.
    .replace(/<html lang="[^"]*"/, `<html lang="${lng}" data-route="${route}"${addressState ? ` ${ADDRESS_STATE_ATTRIBUTE}="${addressState}"` : ''} ${ENTRY_ATTRIBUTE}="${entry.join(' ')}" ${SCREEN_MODULES_ATTRIBUTE}="${screen.join(' ')}"`)
    // A home document's arrival table (its data block), read by the guard that follows.
    .replace(CSP_META_TAG, () => `<meta http-equiv="Content-Security-Policy" content="${documentPolicy({ styles: [css] })}">${arrival ? `\n    ${arrival}` : ''}`)
    .replace(ENTRY_SCRIPT, '')
    .replace(ENTRY_STYLESHEET, '')
    .replace(/\s*<title>[^<]*<\/title>/, '')
    .replace(/\s*<meta name="description"[^>]*>/, '')
    .replace('</head>', `  ${head}\n  </head>`)
    .replace('<div id="root"></div>', () => `<div id="root" data-route="${route}"${state ? ` data-state="${state}"` : ''}>${html}</div>${formats}`);
}

function write(path, text) {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
}

export async function prerender() {
  const started = performance.now();
  const cpuStart = process.cpuUsage();
  const server = await import(pathToFileURL(join(root, 'dist-server/entry-server.js')).href);
  const { DEFAULT_SITE_URL } = server;
  const siteUrl = (process.env.SITE_URL || DEFAULT_SITE_URL).replace(/\/+$/, '');
  const template = readFileSync(join(dist, 'index.html'), 'utf8');
  // The build writes its manifest beside the output folder, never into it (vite.config.ts).
  const manifest = JSON.parse(readFileSync(`${dist}.manifest.json`, 'utf8'));
  const inEntry = entryAssets(manifest);
  const locales = server.SHIPPED_LOCALES;

  const entryScript = ENTRY_SCRIPT.exec(template)?.[1];
  const entryStylesheet = ENTRY_STYLESHEET.exec(template)?.[1];
  if (!entryScript || !entryStylesheet || !CSP_META_TAG.test(template)) throw new Error('prerender: dist/index.html lacks the entry script, its stylesheet or the CSP <meta>');
  // The modules every boot imports beside the entry (React DOM: src/app/boot.tsx).
  builtFile(manifest, BOOT_IMPORT);
  const bootModules = [...collect(manifest, [BOOT_IMPORT]).modules].filter((m) => !inEntry.has(m));
  /** A locale's catalogue of `ns`, with its base's for an edition (src/i18n/catalogues.ts), as manifest keys. */
  const catalogues = (l, ns) => [l, server.baseLocale(l)].filter(Boolean).map((x) => `locales/${x}/${ns}.json`);
  const cssText = new Map();
  const readCss = (href) => {
    if (!cssText.has(href)) {
      const text = readFileSync(join(dist, href), 'utf8').trim();
      if (/<\/style/i.test(text)) throw new Error(`prerender: ${href} cannot be inlined (it contains </style)`);
      cssText.set(href, text);
    }
    return cssText.get(href);
  };

  /**
   * The arrival table of a home document (`/`, `/<lng>/`), where the spec's hash addresses land
   * (`/#/contact`, and `/th/#/contact` after the front door's redirect); its fields are described at
   * ARRIVAL_TABLE_ID (src/app/arrival-guard.ts). The arrival guard fetches the page of the document
   * the address names and shows it, or asks for the screen's files with the entry's, instead of
   * after the entry has run.
   */
  const arrivalTable = (lng, inlined) => {
    const files = [];
    const index = (file) => (files.includes(file) ? files.indexOf(file) : files.push(file) - 1);
    const own = (keys) => {
      const found = collect(manifest, keys);
      // Not what the document has already: its inline CSS, the entry's modules.
      return [...found.modules, ...found.css].filter((f) => !inEntry.has(f) && !bootModules.includes(f) && !inlined.includes(f)).map(index);
    };
    const table = { f: files, r: {}, c: {}, l: {}, d: {}, p: server.STATE_PARAMS, g: {} };
    if (![...inEntry, ...bootModules].every((f) => f.startsWith(ASSETS))) throw new Error(`prerender: a built file outside ${ASSETS}`);
    for (const route of server.ROUTES) {
      table.r[route.path] = own([`src/pages/${route.page}/page.tsx`]);
      table.c[route.path] = own(catalogues(lng, route.ns));
    }
    // `/<lng>/` + this is the route's document, in any locale; a state document's by the hash route
    // that names its state (`/newsDetails?seminar=key4`; `p` gives the guard each screen's parameter).
    const underLocale = (path) => server.documentPath(lng, path).slice(`/${lng}/`.length);
    for (const route of server.DOCUMENT_ROUTES) table.d[route.path] = underLocale(route.path);
    for (const doc of server.STATE_DOCUMENTS) {
      const addressed = server.addressedState(doc);
      if (addressed) table.d[addressed] = underLocale(doc.path);
    }
    for (const l of locales) {
      // Thai's font stylesheets; not a CJK subset's: the first screen of a visit waits for its own
      // small face only (src/i18n/fonts.ts), which the app asks for.
      const fonts = isCjk(l) ? [] : localeFontStylesheets(l, undefined, manifest);
      table.l[l] = [...own(l === server.DEFAULT_LOCALE ? [] : catalogues(l, 'common')), ...fonts.map((key) => index(builtFile(manifest, key)))];
      // Their faces, asked for at once beside the adopted page (which carries no font files).
      const faces = fonts.flatMap((key) => fontFaces(readCss(builtFile(manifest, key))));
      if (faces.length) table.g[l] = faces.map((face) => [face.family, face.weight, face.style, index(face.file)]);
    }
    // Every file is in /assets/: the guard puts the folder back.
    table.f = files.map((f) => f.slice(ASSETS.length));
    return table;
  };

  /** A document's stylesheets (inline) and the scripts the arrival guard asks for once it has painted. */
  const assetsFor = (lng, route) => {
    const { css, modules } = collect(manifest, [
      ...(route ? [`src/pages/${route.page}/page.tsx`] : []),
      ...catalogues(lng, 'common'),
      ...(route ? catalogues(lng, route.ns) : []),
    ]);
    const fonts = localeFontStylesheets(lng, route?.ns, manifest).map((key) => builtFile(manifest, key));
    const stylesheets = [entryStylesheet, ...fonts, ...[...css].filter((c) => !inEntry.has(c))];
    // Thai's faces travel in the document; a CJK subset's are larger, and behind the visitor's own CJK fonts.
    const embedded = isCjk(lng) ? [] : fonts;
    return {
      stylesheets,
      css: stylesheets.map((href) => (embedded.includes(href) ? embedFontFiles(readCss(href), dist) : readCss(href))).join('\n'),
      entry: [entryScript, ...bootModules],
      screen: [...modules].filter((m) => !inEntry.has(m) && !bootModules.includes(m)),
    };
  };

  // `stateDoc`: a screen in another state at an address of its own (STATE_DOCUMENTS of the site manifest).
  // `frontDoor`: the home document at `/` (index.html), whose own address is `/`.
  const render = async (lng, route, stateDoc, frontDoor = false) => {
    const page = await server.renderPage(lng, route, stateDoc?.state);
    const assets = assetsFor(lng, route);
    const arrival = route?.path === '/' && !stateDoc ? arrivalTable(lng, assets.stylesheets) : undefined;
    const head = server.documentHead({ ...page.meta, siteUrl, locales, route, statePath: stateDoc?.path, frontDoor, stylesheets: assets.stylesheets, css: assets.css });
    return {
      document: fill(template, { lng, route: route?.path ?? server.NOT_FOUND_PATH, state: stateDoc?.state, addressState: stateDoc && server.stateQuery(stateDoc), head, html: page.html, entry: assets.entry, screen: assets.screen, arrival: arrival && server.arrivalTableBlock(arrival), css: assets.css, formats: server.carriedFormatsBlock(page.formats) }),
      // What the arrival guard of a home document puts in place of its own page (`adopt` in
      // src/app/arrival-guard.ts): the document's page without its head, inline CSS and font files.
      // Written for route documents and the state documents an address names (a seminar's); not for
      // the contact thank-you, the 404 or the front door.
      adopted: {
        lang: lng,
        route: route?.path,
        ...(stateDoc ? { state: stateDoc.state } : {}),
        title: page.meta.title,
        description: page.meta.description,
        stylesheets: assets.stylesheets,
        screen: assets.screen,
        html: page.html,
        ...(Object.keys(page.formats).length ? { formats: JSON.stringify(page.formats) } : {}),
      },
    };
  };

  const sizes = [];
  for (const lng of locales) {
    for (const route of server.DOCUMENT_ROUTES) {
      const folder = join(dist, server.documentPath(lng, route.path));
      const { document: text, adopted } = await render(lng, route);
      write(join(folder, 'index.html'), text);
      write(join(folder, ADOPTED_PAGE_FILE), JSON.stringify(adopted));
      sizes.push(Buffer.byteLength(text));
    }
    for (const doc of server.STATE_DOCUMENTS) {
      const folder = join(dist, server.documentPath(lng, doc.path));
      const { document: text, adopted } = await render(lng, doc.route, doc);
      write(join(folder, 'index.html'), text);
      if (server.addressedState(doc)) write(join(folder, ADOPTED_PAGE_FILE), JSON.stringify(adopted));
      sizes.push(Buffer.byteLength(text));
    }
  }
  write(join(dist, '404.html'), (await render(server.DEFAULT_LOCALE, undefined)).document);
  // Last, as the template is read above: the front door `/` is the English home document, the
  // x-default of every hreflang set (the server redirects other languages: docs/decisions/0014).
  const home = server.DOCUMENT_ROUTES.find((r) => r.path === '/');
  write(join(dist, 'index.html'), (await render(server.DEFAULT_LOCALE, home, undefined, true)).document);
  write(join(dist, 'sitemap.xml'), server.sitemapXml(siteUrl, locales));
  write(join(dist, 'robots.txt'), server.robotsTxt(siteUrl));

  const ms = performance.now() - started;
  const cpu = process.cpuUsage(cpuStart);
  const kb = (n) => `${(n / 1024).toFixed(1)} kB`;
  console.log(
    `Prerendered ${sizes.length} documents ((${server.DOCUMENT_ROUTES.length} routes + ${server.STATE_DOCUMENTS.length} state documents) × ${locales.length} locales) + 404.html, ` +
      `sitemap.xml, robots.txt in ${(ms / 1000).toFixed(2)} s (${((cpu.user + cpu.system) / 1e6).toFixed(2)} s CPU) for ${siteUrl}; ` +
      `document size ${kb(Math.min(...sizes))}–${kb(Math.max(...sizes))}, total ${kb(sizes.reduce((a, b) => a + b, 0))}.`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await prerender();
