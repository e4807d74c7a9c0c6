// `npm run bench`: the speed budgets, measured (never part of `npm test`).
//  1. Bundle sizes of the last build (scripts/bench/bundle.mjs).
//  2. Lighthouse (mobile, simulated throttling) over home, a service page, OOH, news detail and
//     contact in en, th and zh-TW, 3 runs each, median run by performance score, all served by
//     nginx with the production configuration (scripts/serve-prod.mjs). Budgets: performance ≥ 0.95,
//     accessibility, best practices and SEO = 1, CLS < 0.02, first-visit transfer ≤ 250 KB.
//  3. The "framework floor": a minimal React + react-router + i18next page, built with Vite into
//     .cache/bench-floor/ and measured the same way in the same run; the table gives each page's
//     LCP and transfer as a ratio to it.
//  4. The prerendered documents (issue 9): the home and WeChat documents in en and th against the
//     hash URL of the same screen in the same run: SEO score (budget 1), LCP and its ratio to the
//     hash URL's, and the document's size (raw and gzip).
//  5. The contact endpoint (issue 29, scripts/bench/leads.mjs): 200 valid submissions/s for 30 s
//     against serve:prod; no errors, and one stored row for every 201. Alone: --leads; skip: --no-leads.
// Options: --runs N, --pages home,contact, --locales en,th, --no-floor, --no-documents, --leads,
// --no-leads. Needs `npm run build` first.
// Exit 1 when a budget is missed. The machine's load (uptime) is printed before and after.
import { spawn, execSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { BENCH_SCREENS, pathOf } from '../src/config/site-manifest.ts';
import { bundleReport } from './bench/bundle.mjs';
import { leadsBench } from './bench/leads.mjs';
import { freePort } from './free-port.mjs';
import { precompress } from './precompress.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const argv = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 && argv[i + 1] ? argv[i + 1] : fallback;
};
const RUNS = Number(opt('runs', 3));
/** The screens measured, by id, as the site manifest marks them (`bench: true`). */
const PAGES = Object.fromEntries(BENCH_SCREENS.map((id) => [id, pathOf(id)]));
const pages = opt('pages', Object.keys(PAGES).join(',')).split(',');
const locales = opt('locales', 'en,th,zh-TW').split(',');
const BUDGET = { performance: 0.95, accessibility: 1, 'best-practices': 1, seo: 1, cls: 0.02, bytes: 250 * 1024 };
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';

const load = () => execSync('uptime').toString().trim();
const dist = join(root, 'dist');
if (argv.includes('--leads')) process.exit((await leadsBench({ root, dist })) ? 0 : 1);
console.log(`load before: ${load()}`);

let ok = bundleReport(dist);

/** The page's address on the production server; the locale comes in ?lng=. */
const pageUrl = (origin, path, lng) => `${origin}/?lng=${encodeURIComponent(lng)}#${path}`;


/** nginx servers this run started: stopped on any exit, also on Ctrl-C. */
const servers = new Set();
process.on('exit', () => servers.forEach((c) => c.kill('SIGTERM')));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130));

async function serve(dir) {
  const port = await freePort();
  const child = spawn(process.execPath, [join(root, 'scripts/serve-prod.mjs'), '--root', dir, '--port', String(port)], { stdio: ['ignore', 'ignore', 'inherit'] });
  servers.add(child);
  child.once('exit', () => servers.delete(child));
  const origin = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i += 1) {
    try {
      if ((await fetch(`${origin}/`)).ok) return { origin, stop: () => new Promise((r) => { child.once('exit', r); child.kill('SIGTERM'); }) };
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGTERM');
  throw new Error(`nginx did not start for ${dir}`);
}

/** The floor: the same stack with one translated heading and a paragraph, nothing else. */
async function buildFloor() {
  const dir = join(root, '.cache', 'bench-floor');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(join(dir, 'src'), { recursive: true });
  writeFileSync(join(dir, 'index.html'), `<!doctype html>
<html lang="en"><head><meta charset="UTF-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="description" content="Framework floor"><title>Floor</title></head>
<body><div id="root"></div><script type="module" src="/src/main.tsx"></script></body></html>
`);
  writeFileSync(join(dir, 'src', 'main.tsx'), `import { createRoot } from 'react-dom/client';
import { HashRouter, Route, Routes } from 'react-router-dom';
import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';

void i18next.use(initReactI18next).init({
  lng: 'en',
  resources: { en: { translation: { title: 'Data-driven advertising across Asia-Pacific', text: 'Plan, buy and measure campaigns with one team.' } } },
});

function Home() {
  const { t } = useTranslation();
  return <main><h1>{t('title')}</h1><p>{t('text')}</p></main>;
}

createRoot(document.getElementById('root')!).render(
  <HashRouter><Routes><Route path="*" element={<Home />} /></Routes></HashRouter>,
);
`);
  const { build } = await import('vite');
  const { default: react } = await import('@vitejs/plugin-react');
  await build({ root: dir, configFile: false, logLevel: 'warn', base: './', plugins: [react()], build: { outDir: join(dir, 'dist'), emptyOutDir: true } });
  precompress(join(dir, 'dist'));
  return join(dir, 'dist');
}

/** The critical request chain: how many requests deep it goes, and how long it takes. */
function requestChain(audit) {
  const tree = audit?.details?.items?.map((i) => (i?.type === 'list-section' ? i.value : i)).find((i) => i?.type === 'network-tree');
  const depth = (nodes) => Math.max(0, ...Object.values(nodes ?? {}).map((n) => 1 + depth(n.children)));
  return { length: tree ? depth(tree.chains) : undefined, duration: tree?.longestChain?.duration };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** Each run's full Lighthouse report is kept in .cache/bench/<label>-<run>.json. */
async function measure(browser, url, label, { newsKey } = {}) {
  const { default: lighthouse } = await import('lighthouse');
  const results = [];
  for (let i = 0; i < RUNS; i += 1) {
    const page = await browser.newPage();
    let flags = { output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] };
    if (newsKey) {
      // The detail screen reads the chosen item from storage: seed it, keep storage, drop the cache.
      // Seeded from a plain file of the origin, not the app: fonts the app fetched after its load
      // event would land in the cache after it was cleared, and the measured visit would not fetch them.
      await page.goto(new URL(url).origin + '/robots.txt');
      await page.evaluate((key) => localStorage.setItem('newsKey', key), newsKey);
      const cdp = await page.createCDPSession();
      await cdp.send('Network.clearBrowserCache');
      await cdp.detach();
      flags = { ...flags, disableStorageReset: true };
    }
    const runner = await lighthouse(url, flags, undefined, page);
    await page.close();
    const lhr = runner.lhr;
    mkdirSync(join(root, '.cache', 'bench'), { recursive: true });
    writeFileSync(join(root, '.cache', 'bench', `${label}-${i + 1}.json`), JSON.stringify(lhr));
    const score = (c) => lhr.categories[c]?.score ?? 0;
    if (lhr.runtimeError || lhr.categories.performance.score === null) {
      // A run whose trace failed (it happens on an overloaded machine) is left out of the median.
      console.log(`  ${label} run ${i + 1}: ${lhr.runtimeError?.code ?? 'no performance score'}`);
      continue;
    }
    results.push({
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
      lcp: lhr.audits['largest-contentful-paint'].numericValue,
      cls: lhr.audits['cumulative-layout-shift'].numericValue,
      tbt: lhr.audits['total-blocking-time'].numericValue,
      bytes: lhr.audits['total-byte-weight'].numericValue,
      chain: requestChain(lhr.audits['network-dependency-tree-insight']),
      failed: Object.values(lhr.audits)
        .filter((a) => a.score !== null && a.score < 1 && ['accessibility', 'best-practices', 'seo'].some((c) => lhr.categories[c].auditRefs.some((r) => r.id === a.id && r.weight > 0)))
        .map((a) => a.id),
    });
  }
  if (!results.length) return undefined;
  const mid = median(results.map((r) => r.performance));
  return results.find((r) => r.performance === mid);
}

const { default: puppeteer } = await import('puppeteer-core');
const browser = await puppeteer.launch({
  executablePath: CHROME,
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--no-first-run'],
});

const rows = [];
let floor;
/** Screens whose prerendered document is measured against their hash URL (issue 9). */
const DOCUMENT_SCREENS = { home: pathOf('home'), wechat: pathOf('wechat') };
const docRows = [];
try {
  if (!argv.includes('--no-floor')) {
    const floorServer = await serve(await buildFloor());
    floor = await measure(browser, `${floorServer.origin}/#/`, 'floor');
    await floorServer.stop();
  }
  const site = await serve(dist);
  for (const name of pages) {
    for (const lng of locales) {
      const r = await measure(browser, pageUrl(site.origin, PAGES[name], lng), `${name}-${lng}`, name === 'news-details' ? { newsKey: 'key1' } : {});
      rows.push({ name, lng, ...(r ?? { error: true }) });
      console.log(`  measured ${name} ${lng}: ${r ? Math.round(r.performance * 100) : 'no successful run'}`);
    }
  }
  if (!argv.includes('--no-documents')) {
    // The same address rule the build wrote the documents with (src/app/documents.ts, in the server bundle).
    const { documentPath } = await import(pathToFileURL(join(root, 'dist-server/entry-server.js')).href);
    for (const [name, path] of Object.entries(DOCUMENT_SCREENS)) {
      for (const lng of ['en', 'th']) {
        const docPath = documentPath(lng, path);
        const doc = await measure(browser, `${site.origin}${docPath}`, `document-${name}-${lng}`);
        const hash = await measure(browser, pageUrl(site.origin, path, lng), `hash-${name}-${lng}`);
        const html = readFileSync(join(dist, docPath, 'index.html'));
        docRows.push({ name, lng, docPath, doc, hash, raw: html.length, gzip: gzipSync(html).length });
        console.log(`  measured document ${docPath} and its hash URL`);
      }
    }
  }
  await site.stop();
} finally {
  await browser.close();
}

const pct = (x) => String(Math.round(x * 100)).padStart(4);
const s = (ms) => `${(ms / 1000).toFixed(2)} s`.padStart(7);
const k = (b) => `${Math.round(b / 1024)} KB`.padStart(7);
const ratio = (a, b) => (b ? `${(a / b).toFixed(2)}×`.padStart(6) : '     -');
console.log('\nLighthouse, mobile, median of %d runs (perf / a11y / best practices / SEO)', RUNS);
console.log(`${'page'.padEnd(12)} ${'lng'.padEnd(8)} perf a11y  bp  seo     LCP  ×floor    CLS     TBT   bytes ×floor chain`);
const line = (name, lng, r) =>
  `${name.padEnd(12)} ${lng.padEnd(8)}${pct(r.performance)}${pct(r.accessibility)}${pct(r['best-practices'])}${pct(r.seo)} ${s(r.lcp)} ${ratio(r.lcp, floor?.lcp)} ${r.cls.toFixed(3).padStart(6)} ${`${Math.round(r.tbt)} ms`.padStart(7)} ${k(r.bytes)} ${ratio(r.bytes, floor?.bytes)} ${r.chain.length ?? '-'} req, ${Math.round(r.chain.duration ?? 0)} ms`;
if (floor) console.log(line('floor', 'en', floor));
const misses = [];
for (const r of rows) {
  const where = `${r.name} ${r.lng}`;
  if (r.error) {
    console.log(`${r.name.padEnd(12)} ${r.lng.padEnd(8)} no successful run`);
    misses.push(`${where}: no successful Lighthouse run`);
    continue;
  }
  console.log(line(r.name, r.lng, r));
  if (r.performance < BUDGET.performance) misses.push(`${where}: performance ${pct(r.performance).trim()} < ${BUDGET.performance * 100}`);
  for (const c of ['accessibility', 'best-practices', 'seo']) if (r[c] < BUDGET[c]) misses.push(`${where}: ${c} ${pct(r[c]).trim()} (${r.failed.join(', ')})`);
  if (r.cls >= BUDGET.cls) misses.push(`${where}: CLS ${r.cls.toFixed(3)} ≥ ${BUDGET.cls}`);
  if (r.name === 'home' && r.bytes > BUDGET.bytes) misses.push(`${where}: first visit transfers ${k(r.bytes).trim()} > 250 KB`);
}
if (docRows.length) {
  console.log('\nPrerendered documents against the hash URL of the same screen (median of %d runs)', RUNS);
  console.log(`${'document'.padEnd(24)} seo  perf  LCP doc  LCP hash  ratio  perf(hash)  size raw / gzip`);
  for (const r of docRows) {
    if (!r.doc || !r.hash) {
      console.log(`${r.docPath.padEnd(24)} no successful run`);
      misses.push(`${r.docPath}: no successful Lighthouse run`);
      continue;
    }
    console.log(
      `${r.docPath.padEnd(24)}${pct(r.doc.seo)}${pct(r.doc.performance)}  ${s(r.doc.lcp)}  ${s(r.hash.lcp)} ${ratio(r.doc.lcp, r.hash.lcp)}  ${pct(r.hash.performance)}       ${k(r.raw)} / ${k(r.gzip).trim()}`,
    );
    if (r.doc.seo < BUDGET.seo) misses.push(`${r.docPath}: SEO ${pct(r.doc.seo).trim()} (${r.doc.failed.join(', ')})`);
  }
}
console.log(`\nload after: ${load()}`);
if (misses.length) {
  console.error(`\n✖ ${misses.length} budget(s) missed:\n  ${misses.join('\n  ')}`);
  ok = false;
} else {
  console.log('\n✓ every Lighthouse budget met');
}
if (!existsSync(dist)) ok = false;
if (!argv.includes('--no-leads') && !(await leadsBench({ root, dist }))) ok = false;
process.exit(ok ? 0 : 1);
