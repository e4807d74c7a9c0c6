import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { documentPath } from '../../src/app/documents';
import { addressedState, canonicalRoute, DOCUMENT_ROUTES, isAlias, STATE_DOCUMENTS, stateQuery } from '../../src/config/site-manifest';
import { DEFAULT_SITE_URL } from '../../src/config/site';
import { SEMINAR_KEYS } from '../../src/content/seminars';
import { overlayCatalogue, type Catalogue } from '../../src/i18n/editions';
import { baseLocale, DEFAULT_LOCALE, SHIPPED_LOCALES } from '../../src/i18n/locales';
import { ADDRESS_STATE_ATTRIBUTE, ADOPTED_PAGE_FILE, ARRIVAL_GUARD_SOURCE, ARRIVAL_TABLE_ID, ENTRY_ATTRIBUTE, SCREEN_MODULES_ATTRIBUTE } from '../../src/app/arrival-guard';
import { CARRIED_FACES_SOURCE, carriesFaces } from '../../src/app/carried-faces';
import { INLINED_STYLESHEET } from '../../src/server/head';
import { CARRIED_FORMATS_ID } from '../../src/i18n/format';
import { CSP_HEADER, documentPolicy, scriptHash, styleHash } from '../../scripts/csp.mjs';

// The prerendered documents in dist/ (run `npm run build` first), read as a crawler reads them.
const DIST = 'dist';
const SITE = (process.env.SITE_URL || DEFAULT_SITE_URL).replace(/\/+$/, '');

if (!existsSync(join(DIST, 'sitemap.xml'))) throw new Error('dist/ has no prerendered documents: run `npm run build` first.');

function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return htmlFiles(path);
    return name === 'index.html' ? [path] : [];
  });
}

/** Every string value of a catalogue, flattened. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

const parseHtml = (html: string) => new DOMParser().parseFromString(html, 'text/html');

const readCatalogue = (lng: string, ns: string): Catalogue =>
  existsSync(`locales/${lng}/${ns}.json`) ? (JSON.parse(readFileSync(`locales/${lng}/${ns}.json`, 'utf8')) as Catalogue) : {};
/** A catalogue as the site shows it: an edition's (zh-TW's) overlay over its base's. */
const catalogue = (lng: string, ns: string): unknown => {
  const base = baseLocale(lng);
  return base ? overlayCatalogue(readCatalogue(base, ns), readCatalogue(lng, ns)) : readCatalogue(lng, ns);
};

interface Doc {
  lng: string;
  path: string;
  ns: string;
  url: string;
  document: Document;
}

const expected = SHIPPED_LOCALES.flatMap((lng) => DOCUMENT_ROUTES.map((route) => ({ lng, route })));
const docs: Doc[] = expected.map(({ lng, route }) => {
  const file = join(DIST, documentPath(lng, route.path), 'index.html');
  return {
    lng,
    path: route.path,
    ns: route.ns,
    url: `${SITE}${documentPath(lng, route.path)}`,
    document: parseHtml(readFileSync(file, 'utf8')),
  };
});
const byUrl = new Map(docs.map((d) => [d.url, d]));

const attr = (d: Document, selector: string, name = 'content') => d.querySelector(selector)?.getAttribute(name) ?? null;
const hreflangs = (d: Document) =>
  Object.fromEntries([...d.querySelectorAll('link[rel="alternate"][hreflang]')].map((l) => [l.getAttribute('hreflang'), l.getAttribute('href')]));

describe('prerendered documents', () => {
  it('exist for exactly every route with a document in every shipped locale', () => {
    const found = SHIPPED_LOCALES.flatMap((lng) => htmlFiles(join(DIST, lng)).map((f) => `/${relative(DIST, f).split(sep).join('/')}`));
    const wanted = [
      ...expected.map(({ lng, route }) => `${documentPath(lng, route.path)}index.html`),
      ...SHIPPED_LOCALES.flatMap((lng) => STATE_DOCUMENTS.map((doc) => `${documentPath(lng, doc.path)}index.html`)),
    ];
    expect(found.sort()).toEqual(wanted.sort());
    expect(existsSync(join(DIST, 'newsDetails'))).toBe(false);
  });

  it.each(docs.map((d) => [`${d.lng}${d.path}`, d] as const))('%s: language, title, description, heading', (_, d) => {
    const { document } = d;
    expect(document.documentElement.lang).toBe(d.lng);
    expect(document.title.trim()).not.toBe('');
    expect(attr(document, 'meta[name="description"]')?.trim()).toBeTruthy();
    // The complete page: header, the page's translated heading in main, footer.
    expect(document.querySelector('header nav a')).not.toBeNull();
    expect(document.querySelector('footer')).not.toBeNull();
    // Thai loanwords carry invisible word joiners (U+2060) added at build time (see locales/glossary.json).
    const h1 = document.querySelector('main h1')?.textContent?.replaceAll('\u2060', '').trim();
    expect(h1).toBeTruthy();
    expect(strings(catalogue(d.lng, d.ns))).toContain(h1);
    expect(document.querySelector('main [role="status"]')).toBeNull();
    expect(document.getElementById('root')?.dataset.route).toBe(d.path);
  });

  it.each(docs.map((d) => [`${d.lng}${d.path}`, d] as const))('%s: canonical, hreflang, Open Graph', (_, d) => {
    const { document } = d;
    const canonical = `${SITE}${documentPath(d.lng, canonicalRoute(d.path))}`;
    expect(attr(document, 'link[rel="canonical"]', 'href')).toBe(canonical);
    const alternates = hreflangs(document);
    expect(Object.keys(alternates).sort()).toEqual([...SHIPPED_LOCALES, 'x-default'].sort());
    expect(alternates['x-default']).toBe(`${SITE}/`);
    expect(alternates[d.lng]).toBe(canonical);
    // Every alternate is a generated document that lists the same set back.
    for (const lng of SHIPPED_LOCALES) {
      const other = byUrl.get(alternates[lng] ?? '');
      expect(other, alternates[lng]).toBeDefined();
      expect(hreflangs(other!.document)).toEqual(alternates);
    }
    expect(attr(document, 'meta[property="og:title"]')).toBe(document.title);
    expect(attr(document, 'meta[property="og:description"]')).toBe(attr(document, 'meta[name="description"]'));
    expect(attr(document, 'meta[property="og:url"]')).toBe(canonical);
    expect(attr(document, 'meta[property="og:locale"]')).toMatch(/^[a-z]{2,3}_[A-Z]{2}$/);
    expect(document.querySelectorAll('meta[property="og:locale:alternate"]')).toHaveLength(SHIPPED_LOCALES.length - 1);
    const image = attr(document, 'meta[property="og:image"]') ?? '';
    expect(image.startsWith(`${SITE}/`)).toBe(true);
    expect(existsSync(join(DIST, image.slice(SITE.length)))).toBe(true);
    expect(attr(document, 'meta[name="twitter:card"]')).toBe('summary_large_image');
    expect(attr(document, 'meta[name="twitter:image"]')).toBe(image);
  });

  it.each(SHIPPED_LOCALES)('%s: a document paints from its HTML alone: its CSS inline, no preload, no script fetched before it has painted', (lng) => {
    const home = byUrl.get(`${SITE}${documentPath(lng, '/')}`)!.document;
    // Nothing the browser would fetch before the first paint: no stylesheet, font preload, script
    // or module preload (the arrival guard asks for the scripts named in data-entry once it has painted).
    expect(home.querySelectorAll('link[rel="preload"], link[rel="modulepreload"], script[src]')).toHaveLength(0);
    const fetched = [...home.querySelectorAll('link[rel="stylesheet"]')].filter((l) => l.getAttribute('type') !== INLINED_STYLESHEET);
    expect(fetched.map((l) => l.outerHTML)).toEqual([]);
    const entry = (home.documentElement.getAttribute(ENTRY_ATTRIBUTE) ?? '').split(' ');
    expect(entry[0]).toMatch(/^\/assets\/index-[\w-]+\.js$/);
    // The stylesheets it names are inline, in this order, in its one <style>; Thai's font files in
    // its faces (data: URLs: the first paint needs them where the machine has no Thai font), which
    // wait for their decode (`block`): with `optional` a face decoded after the first layout was
    // never used, and such a machine drew boxes.
    const sheets = [...home.querySelectorAll('link[rel="stylesheet"]')].map((l) => l.getAttribute('href') ?? '');
    const styles = home.querySelectorAll('style');
    expect(styles).toHaveLength(1);
    const embedded = (href: string, css: string) =>
      lng === 'th' && /\/thai-\d+-/.test(href)
        ? css
            .replace(/url\((\/assets\/[^)]+\.woff2)\)/g, (_, file: string) => `url(data:font/woff2;base64,${readFileSync(join(DIST, file)).toString('base64')})`)
            .replace(/font-display:\s*optional/g, 'font-display:block')
        : css;
    expect(styles[0]!.textContent).toBe(sheets.map((href) => embedded(href, readFileSync(join(DIST, href), 'utf8').trim())).join('\n'));
    if (lng === 'th') {
      const faces = styles[0]!.textContent!.match(/@font-face\{[^}]*url\(data:font\/woff2;base64,[^}]*\}/g) ?? [];
      expect(faces).toHaveLength(2);
      for (const face of faces) expect(face).toMatch(/font-display:block[;}]/);
    }
    for (const href of [...entry, ...sheets]) expect(existsSync(join(DIST, href)), href).toBe(true);
    // The locale's font faces come with the document: Thai's, or the CJK subset's faces of the shell
    // and of the screen, and no other screen's.
    const cjk = ['zh-Hans', 'zh-HK', 'zh-TW', 'ja', 'ko'].includes(lng);
    if (lng === 'th') expect(sheets.some((h) => h.includes('thai-400'))).toBe(true);
    if (cjk) {
      const sem = byUrl.get(`${SITE}${documentPath(lng, '/services/sem')}`)!.document;
      const faces = (d: Document) => [...d.querySelectorAll('link[rel="stylesheet"]')].map((l) => /\/assets\/[a-zA-Z-]+?-(common|home|service-sem)-[\w-]{8}\.css$/.exec(l.getAttribute('href') ?? '')?.[1]).filter(Boolean);
      expect(faces(home)).toEqual(['common', 'home']);
      expect(faces(sem)).toEqual(['common', 'service-sem']);
    }
  });

  it.each(SHIPPED_LOCALES)("%s: beside every document (and every state document an address names: a seminar's), its page as a home document's arrival guard puts it in place: the same markup, state, title, description, stylesheets, modules and formats, without head or font files", (lng) => {
    const addressed = STATE_DOCUMENTS.filter((d) => addressedState(d)).map((d) => ({ path: d.path, route: d.route.path, state: d.state as string | undefined, document: parseHtml(readFileSync(join(DIST, documentPath(lng, d.path), 'index.html'), 'utf8')) }));
    expect(addressed.length, 'the seminars').toBeGreaterThan(0);
    for (const d of [...docs.filter((x) => x.lng === lng).map((x) => ({ path: x.path, route: x.path, state: undefined, document: x.document })), ...addressed]) {
      const file = join(DIST, documentPath(lng, d.path), ADOPTED_PAGE_FILE);
      const text = readFileSync(file, 'utf8');
      const page = JSON.parse(text) as { lang: string; route: string; state?: string; title: string; description: string; stylesheets: string[]; screen: string[]; html: string; formats?: string };
      const doc = d.document;
      const root = doc.getElementById('root')!;
      expect(root.dataset.state).toBe(d.state);
      expect({ ...page, html: undefined }, `${lng}${d.path}`).toEqual({
        lang: lng,
        route: d.route,
        ...(d.state ? { state: d.state } : {}),
        title: doc.title,
        description: doc.querySelector('meta[name="description"]')?.getAttribute('content'),
        stylesheets: [...doc.querySelectorAll(`link[type="${INLINED_STYLESHEET}"]`)].map((l) => l.getAttribute('href')),
        screen: (doc.documentElement.getAttribute(SCREEN_MODULES_ATTRIBUTE) ?? '').split(' ').filter(Boolean),
        html: undefined,
        ...(doc.getElementById(CARRIED_FORMATS_ID) ? { formats: doc.getElementById(CARRIED_FORMATS_ID)!.textContent } : {}),
      });
      // Its markup, parsed alone as the guard parses it (in a body: a seminar's starts with its
      // picture's preload, which would go to the head), is the same tree as the document's.
      expect(parseHtml(`<body>${page.html}`).body.innerHTML, `${lng}${d.path}`).toBe(root.innerHTML);
      expect(text, 'no font file, no inline CSS').not.toMatch(/data:font|<style/);
    }
  });

  it("a home document's arrival table finds every document by the hash route that shows it, a seminar's by its state parameter, as the guard looks it up", () => {
    for (const d of docs.filter((x) => x.path === '/')) {
      const table = JSON.parse(d.document.getElementById(ARRIVAL_TABLE_ID)!.textContent!) as { d: Record<string, string>; p: Record<string, string> };
      expect(table.p, d.lng).toEqual({ '/newsDetails': 'seminar' });
      for (const [hashRoute, path] of Object.entries(table.d)) {
        expect(existsSync(join(DIST, d.lng, path, ADOPTED_PAGE_FILE)), `${d.lng}: ${hashRoute}`).toBe(true);
        // What the guard builds from `#/newsDetails?seminar=key4`: the route, then its parameter's value.
        const [route, query] = hashRoute.split('?');
        if (query) expect(`${route}?${table.p[route!]}=${new URLSearchParams(query).get(table.p[route!]!)}`).toBe(hashRoute);
      }
      expect(Object.keys(table.d).filter((k) => k.startsWith('/newsDetails?')).sort(), d.lng).toEqual(STATE_DOCUMENTS.map((s) => addressedState(s)).filter(Boolean).sort());
      expect(table.d['/newsDetails?seminar=key4'], d.lng).toBe('newsDetails/key4/');
    }
  });

  it('a home document\'s arrival table names the faces of the font files a locale\'s documents carry (Thai\'s), which the guard asks for beside the page it fetches', () => {
    const thai = byUrl.get(`${SITE}${documentPath('th', '/')}`)!.document.querySelector('style')!.textContent!;
    const carried = (thai.match(/@font-face\{[^}]*url\(data:font\/woff2;base64,[^}]*\}/g) ?? []).map((face) => ({
      family: /font-family:([^;}]+)/.exec(face)![1],
      weight: /font-weight:([^;}]+)/.exec(face)![1],
      bytes: /base64,([^)]+)\)/.exec(face)![1],
    }));
    expect(carried).toHaveLength(2);
    for (const d of docs.filter((x) => x.path === '/')) {
      const table = JSON.parse(d.document.getElementById(ARRIVAL_TABLE_ID)!.textContent!) as { f: string[]; g: Record<string, [string, string, string, number][]> };
      expect(Object.keys(table.g), d.lng).toEqual(['th']);
      const faces = table.g.th!.map(([family, weight, style, file]) => ({ family, weight, style, bytes: readFileSync(join(DIST, 'assets', table.f[file]!)).toString('base64') }));
      expect(faces, d.lng).toEqual(carried.map((c) => ({ ...c, style: 'normal' })));
    }
  });

  it('have a title of their own in each locale (aliases share their page\'s title)', () => {
    for (const lng of SHIPPED_LOCALES) {
      const titles = docs.filter((d) => d.lng === lng && !isAlias(d.path)).map((d) => d.document.title);
      expect(new Set(titles).size).toBe(titles.length);
    }
  });

  it('describe the company on the home documents and every seminar on the news documents', () => {
    const ld = (d: Doc) => [...d.document.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent ?? '') as Record<string, unknown>);
    for (const d of docs) {
      const types = ld(d).map((x) => x['@type']);
      if (canonicalRoute(d.path) === '/') expect(types).toEqual(['Organization']);
      else if (d.path === '/news') expect(types).toEqual(SEMINAR_KEYS.map(() => 'Event'));
      else expect(types).toEqual([]);
    }
    const org = ld(docs.find((d) => d.lng === 'en' && d.path === '/')!)[0]!;
    expect(org).toMatchObject({ name: 'Adtechinno', url: `${SITE}/` });
    expect(existsSync(join(DIST, String(org.logo).slice(SITE.length)))).toBe(true);
    expect(org.location).toHaveLength(8);
  });
});

describe('state documents (a screen in another state, e.g. the contact thank-you)', () => {
  const stateDocs = SHIPPED_LOCALES.flatMap((lng) => STATE_DOCUMENTS.map((doc) => ({ lng, doc })));
  it.each(stateDocs.map((d) => [`${d.lng}${d.doc.path}`, d] as const))('%s: its state and its screen; noindex, or an indexed page of its own', (_, { lng, doc }) => {
    const html = readFileSync(join(DIST, documentPath(lng, doc.path), 'index.html'), 'utf8');
    const document = parseHtml(html);
    expect(document.documentElement.lang).toBe(lng);
    const root = document.getElementById('root')!;
    expect(root.dataset.route).toBe(doc.route.path);
    expect(root.dataset.state).toBe(doc.state);
    // The state its address names, for the arrival guard (`seminar=key4`; none where the address names no state).
    expect(document.documentElement.getAttribute(ADDRESS_STATE_ATTRIBUTE) ?? '').toBe(stateQuery(doc) ?? '');
    expect(document.querySelector('main h1')?.textContent?.trim()).toBeTruthy();
    const sitemap = readFileSync(join(DIST, 'sitemap.xml'), 'utf8');
    if (doc.indexed) {
      expect(document.querySelector('meta[name="robots"]')).toBeNull();
      expect(attr(document, 'link[rel="canonical"]', 'href')).toBe(`${SITE}${documentPath(lng, doc.path)}`);
      expect(hreflangs(document)[lng]).toBe(`${SITE}${documentPath(lng, doc.path)}`);
      expect(Object.keys(hreflangs(document))).toHaveLength(SHIPPED_LOCALES.length + 1);
      expect(sitemap).toContain(`<loc>${SITE}${documentPath(lng, doc.path)}</loc>`);
    } else {
      expect(attr(document, 'meta[name="robots"]')).toBe('noindex');
      expect(document.querySelector('link[rel="canonical"]')).toBeNull();
      expect(sitemap).not.toContain(documentPath(lng, doc.path));
    }
  });

  it('a seminar\'s document shows that seminar, and tells the arrival guard which', () => {
    const document = parseHtml(readFileSync(join(DIST, 'ja/newsDetails/key3/index.html'), 'utf8'));
    expect(document.documentElement.getAttribute(ADDRESS_STATE_ATTRIBUTE)).toBe('seminar=key3');
    const topic = (catalogue('ja', 'news') as { seminars: Record<string, { topic: string }> }).seminars.key3!.topic;
    expect(document.querySelector('main')?.textContent).toContain(topic);
  });

  it('the contact thank-you document shows the thanks and no form', () => {
    const document = parseHtml(readFileSync(join(DIST, 'th/contact/sent/index.html'), 'utf8'));
    const thanks = (catalogue('th', 'contact') as { thanks: { title: string } }).thanks.title;
    expect([...document.querySelectorAll('main h2')].map((h) => h.textContent?.replaceAll('\u2060', '').trim())).toContain(thanks);
    expect(document.querySelector('main form')).toBeNull();
  });

  it('the contact document posts natively to the endpoint with its locale and address', () => {
    const document = parseHtml(readFileSync(join(DIST, 'th/contact/index.html'), 'utf8'));
    const form = document.querySelector('main form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/api/contact');
    expect(form.querySelector<HTMLInputElement>('input[type="hidden"][name="locale"]')?.value).toBe('th');
    expect(form.querySelector<HTMLInputElement>('input[type="hidden"][name="page"]')?.value).toBe('/th/contact/');
    expect(form.querySelector('[aria-hidden="true"] input[name="website"][tabindex="-1"]')).not.toBeNull();
  });
});

describe('sitemap.xml and robots.txt', () => {
  const xml = new DOMParser().parseFromString(readFileSync(join(DIST, 'sitemap.xml'), 'utf8'), 'text/xml');

  it('lists exactly the indexable documents, each with its alternates', () => {
    expect(xml.querySelector('parsererror')).toBeNull();
    const urls = [...xml.getElementsByTagName('url')];
    const locs = urls.map((u) => u.getElementsByTagName('loc')[0]?.textContent);
    // The documents of the routes (not their aliases) and the indexed state documents (a seminar's detail).
    const indexedStates = SHIPPED_LOCALES.flatMap((lng) => STATE_DOCUMENTS.filter((d) => d.indexed).map((d) => `${SITE}${documentPath(lng, d.path)}`));
    expect(indexedStates.length).toBeGreaterThan(0);
    expect(locs.sort()).toEqual([...docs.filter((d) => !isAlias(d.path)).map((d) => d.url), ...indexedStates].sort());
    for (const url of urls) {
      const links = [...url.getElementsByTagNameNS('http://www.w3.org/1999/xhtml', 'link')];
      const loc = url.getElementsByTagName('loc')[0]?.textContent ?? '';
      const listed = Object.fromEntries(links.map((l) => [l.getAttribute('hreflang'), l.getAttribute('href')]));
      const document = byUrl.get(loc)?.document ?? parseHtml(readFileSync(join(DIST, loc.slice(SITE.length), 'index.html'), 'utf8'));
      expect(listed).toEqual(hreflangs(document));
    }
  });

  it('robots.txt points at the sitemap', () => {
    expect(readFileSync(join(DIST, 'robots.txt'), 'utf8')).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  });

  it('/ (index.html) is the English home document, the x-default, with its own address and the site\'s Open Graph tags', () => {
    const d = parseHtml(readFileSync(join(DIST, 'index.html'), 'utf8'));
    const home = docs.find((doc) => doc.lng === DEFAULT_LOCALE && doc.path === '/')!.document;
    expect(d.documentElement.lang).toBe(DEFAULT_LOCALE);
    expect(d.documentElement.dataset.route).toBe('/');
    expect(d.getElementById('root')?.dataset.route).toBe('/');
    expect(d.querySelector('main h1')?.textContent).toBeTruthy();
    expect(d.querySelector('main')?.innerHTML).toBe(home.querySelector('main')?.innerHTML);
    expect(attr(d, 'link[rel="canonical"]', 'href')).toBe(`${SITE}/`);
    expect(attr(d, 'meta[property="og:url"]')).toBe(`${SITE}/`);
    for (const property of ['og:title', 'og:description', 'og:image', 'og:locale']) expect(attr(d, `meta[property="${property}"]`), property).toBe(attr(home, `meta[property="${property}"]`));
    expect(hreflangs(d)).toEqual(hreflangs(home));
    expect(hreflangs(d)['x-default']).toBe(`${SITE}/`);
  });

  it('every HTML file stays within the CSP: its inline scripts (the arrival guard; the carried faces after a <style> with font files) and its inline stylesheet are allowed by their hashes', () => {
    // The documents parsed above, and the others (/, 404.html, the state documents), parsed here.
    const parsed = new Set(docs.map((d) => join(DIST, d.url.slice(SITE.length), 'index.html')));
    const others = [join(DIST, 'index.html'), join(DIST, '404.html'), ...SHIPPED_LOCALES.flatMap((lng) => htmlFiles(join(DIST, lng)))].filter((f) => !parsed.has(f));
    const files: [string, Document][] = [...docs.map((d) => [d.url, d.document] as [string, Document]), ...others.map((f) => [f, parseHtml(readFileSync(f, 'utf8'))] as [string, Document])];
    expect(others.length).toBeGreaterThan(2);
    const hash = scriptHash(ARRIVAL_GUARD_SOURCE);
    const facesHash = scriptHash(CARRIED_FACES_SOURCE);
    expect(CSP_HEADER).toContain(`script-src 'self' ${hash} ${facesHash}`);
    let withFaces = 0;
    // The header restricts no style: the <meta> of each document does, with its own stylesheet's hash.
    expect(CSP_HEADER).not.toMatch(/(?:^|; )(?:default|style)-src/);
    for (const [file, d] of files) {
      // The head opens with the charset and the viewport (record 0022); the policy comes next, before any script or style.
      const [charset, viewport, meta] = [...d.head.children];
      expect(charset?.getAttribute('charset'), `${file}: the charset comes first in the head`).toBe('UTF-8');
      expect(viewport?.getAttribute('name'), `${file}: the viewport comes second`).toBe('viewport');
      expect(meta?.getAttribute('http-equiv'), `${file}: the policy comes third`).toBe('Content-Security-Policy');
      const policy = meta?.getAttribute('content') ?? '';
      const styles = [...d.querySelectorAll('style')].map((el) => el.textContent ?? '');
      expect(policy, file).toBe(documentPolicy({ styles }));
      expect(policy, file).toContain(`script-src 'self' ${hash}`);
      expect(policy, file).not.toContain('unsafe-inline');
      // Every directive of the header is in the document's policy too (the header only adds frame-ancestors).
      for (const directive of CSP_HEADER.split('; ').filter((x) => !x.startsWith('frame-ancestors'))) expect(policy, file).toContain(directive);
      for (const style of styles) expect(policy, file).toContain(styleHash(style));
      // Data blocks (structured data, the carried formats) are never run: script-src does not govern them.
      const inline = [...d.querySelectorAll('script:not([src])')].filter((el) => !['application/ld+json', 'application/json'].includes(el.getAttribute('type') ?? ''));
      // The carried faces right after the <style> whose font files it decodes (Thai's), and nowhere else.
      const carries = styles.some(carriesFaces);
      if (carries) withFaces++;
      expect(inline.map((el) => scriptHash(el.textContent ?? '')), file).toEqual(carries ? [hash, facesHash] : [hash]);
      if (carries) expect(inline[1]!.previousElementSibling?.tagName, `${file}: the carried faces follow the <style>`).toBe('STYLE');
      // In the head, before any stylesheet: it marks <html> before the first paint.
      expect(inline[0]!.parentElement?.tagName, file).toBe('HEAD');
      expect(d.querySelectorAll('[style], [onclick], [onload], [onerror]').length, `${file}: no style attribute or inline handler`).toBe(0);
    }
    // Every Thai document carries its faces, and only Thai ones.
    expect(withFaces).toBe(files.filter(([, d]) => d.documentElement.lang === 'th').length);
    expect(withFaces).toBeGreaterThan(20);
  });

  it('every HTML file declares its charset within its first 1024 bytes, as the HTML standard asks, even where a server sends none', () => {
    const files = [join(DIST, 'index.html'), join(DIST, '404.html'), ...SHIPPED_LOCALES.flatMap((lng) => htmlFiles(join(DIST, lng)))];
    expect(files.length).toBeGreaterThan(500);
    for (const file of files) {
      const bytes = readFileSync(file);
      const at = bytes.indexOf('<meta charset="UTF-8"');
      expect(at, file).toBeGreaterThanOrEqual(0);
      expect(at + '<meta charset="UTF-8" />'.length, file).toBeLessThanOrEqual(1024);
    }
  });

  it('a document carries every number and date it shows, as it shows them, for the app to hydrate without Intl (src/i18n/format.ts)', () => {
    let carrying = 0;
    for (const { url, document: d } of docs) {
      const block = d.getElementById(CARRIED_FORMATS_ID);
      if (!block) continue;
      carrying++;
      expect(block.getAttribute('type'), url).toBe('application/json');
      expect(block.previousElementSibling?.id, `${url}: right after the root`).toBe('root');
      const formats = JSON.parse(block.textContent ?? '') as Record<string, unknown>;
      const shown = d.getElementById('root')?.textContent ?? '';
      expect(Object.keys(formats).length, url).toBeGreaterThan(0);
      for (const [key, text] of Object.entries(formats)) {
        expect(key.split('|')[1], `${url}: ${key} is in the document's language`).toBe(d.documentElement.lang);
        expect(typeof text === 'string' && shown.includes(text), `${url}: ${key} → ${String(text)} is on the page`).toBe(true);
      }
    }
    // The home, OOH, platform, news and seminar documents show figures or dates in every language.
    expect(carrying).toBeGreaterThan(SHIPPED_LOCALES.length * 4);
  });

  it('404.html is the not-found screen, not indexed', () => {
    const d = parseHtml(readFileSync(join(DIST, '404.html'), 'utf8'));
    expect(attr(d, 'meta[name="robots"]')).toBe('noindex');
    expect(d.querySelector('main h1')?.textContent).toBe((catalogue('en', 'common') as { notFound: { title: string } }).notFound.title);
    expect(d.querySelector('link[rel="canonical"]')).toBeNull();
  });
});
