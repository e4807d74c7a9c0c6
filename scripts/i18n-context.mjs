// npm run i18n:context [-- --no-build] [--only REGEX] [--shots DIR]
// A picture of every string: renders every screen of the site in English, at phone width (390 px)
// and desktop width (1440 px), from a context build (`vite build --mode context` into
// test-results/dist-context: production code, with the preview locale `pseudo` showing English whose
// strings carry invisible key markers, see src/i18n/context-markers.mjs; the production bundle
// is not changed). On each screen every translatable string is outlined and numbered, and the run
// writes to test-results/i18n-context/:
//   screens/<screen>.<device>.jpg   the screenshot
//   index.json                      per screenshot: number, key, role and box of every string
// and beside the English source, locales/en/_context/<ns>.json: the screens and roles of every key,
// and the maximum length of the texts whose box the layout limits, measured by growing each text
// until the pseudo-locale audit's overflow rules (tests/e2e/pseudo.spec.ts) fail.
// On demand only (about 10 minutes on a loaded 2-core machine), never part of `npm test`.
// collectAndDraw and measure run in the page (page.evaluate): they use the browser's globals.
/* global document, window, getComputedStyle */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './find-chromium.mjs';
import { freePort } from './free-port.mjs';
import { flatten } from './i18n/catalogue-checks.mjs';
import { loadCatalogues } from './i18n/coverage.mjs';
import { mergeObservations, SHOTS_DIR, writeMeasured } from './i18n/context-store.mjs';
import { ROOT } from './i18n/project.mjs';
import { SITE_ROUTES } from './i18n/site.ts';

const DIST = 'test-results/dist-context';
export const DEVICES = [
  { name: 'phone', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  { name: 'desktop', viewport: { width: 1440, height: 900 }, isMobile: false, hasTouch: false },
];
/** The address that is no route: the not-found screen (as tests/e2e/visit-plan.ts). */
const NOT_FOUND_PATH = '/no-such-page';

/**
 * The screens: every route (the seminar detail with the seminar the e2e visit uses), the not-found
 * screen, the home screen with the menu open (the services menu on a desktop, the menu panel on a
 * phone), and the seminar detail once for every other seminar of news.json.
 */
export function contextScreens(seminarKeys) {
  const seminar = (key) => `window.localStorage.setItem('newsKey', '${key}')`;
  return [
    ...SITE_ROUTES.map((r) => ({ name: r.path, path: r.path, ...(r.path === '/newsDetails' ? { setup: seminar('key4') } : {}) })),
    { name: NOT_FOUND_PATH, path: NOT_FOUND_PATH },
    { name: '/ (menu open)', path: '/', openMenu: true },
    { name: '/insight (case open)', path: '/insight', click: 'main button[aria-haspopup="dialog"]' },
    ...seminarKeys.filter((k) => k !== 'key4').map((k) => ({ name: `/newsDetails (${k})`, path: '/newsDetails', setup: seminar(k) })),
  ];
}

/** File name of a screen: `/` → home, `/services/sem` → services-sem. */
export const screenSlug = (name) => (name === '/' ? 'home' : name.replace(/^\/ ?/, '').replace(/^\(/, 'home (').replace(/[^A-Za-z0-9-]+/g, '-').replace(/-+$/, ''));

/** The in-page helpers: context-markers.mjs and context-page.mjs without their imports and exports. */
function pageScript() {
  const read = (f) => readFileSync(fileURLToPath(new URL(f, import.meta.url)), 'utf8').replace(/^import[^\n]*\n/gm, '').replace(/^export /gm, '');
  return `${read('../src/i18n/context-markers.mjs')}\n${read('./i18n/context-page.mjs')}\nwindow.__i18nContext = { collectKeys, drawOverlay, overflowOf, searchMaxLength, growthCap };`;
}

/** Runs in the page: collects, numbers and outlines the keys; returns them. */
function collectAndDraw() {
  const { collectKeys, drawOverlay } = window.__i18nContext;
  const shownAs = (el) => el.closest('select') ?? el;
  const visible = (target) => {
    const el = shownAs(target);
    if (!el.getClientRects().length) return false;
    for (let e = el; e; e = e.parentElement) {
      const cs = getComputedStyle(e);
      if (cs.visibility === 'hidden' || cs.display === 'none' || Number(cs.opacity) === 0) return false;
    }
    return true;
  };
  const toPage = (r) => ({ x: r.left + window.scrollX, y: r.top + window.scrollY, width: r.width, height: r.height });
  const rangeBoxes = (node, start, end) => {
    if (node.parentElement?.closest('select')) return [toPage(node.parentElement.closest('select').getBoundingClientRect())];
    const range = document.createRange();
    range.setStart(node, start);
    range.setEnd(node, end);
    return Array.from(range.getClientRects()).map(toPage);
  };
  const elementBox = (el) => toPage(shownAs(el).getBoundingClientRect());
  const entries = collectKeys(document, { rangeBoxes, elementBox, visible });
  // Boxes outside the page (a slide parked off screen) are not shown.
  const pageWidth = document.documentElement.scrollWidth;
  let n = 0;
  for (const e of entries) {
    if (e.box && (e.box.x + e.box.width <= 0 || e.box.x >= pageWidth)) e.box = undefined;
    if (e.box) e.n = ++n;
  }
  const dialog = document.querySelector('dialog[open]');
  if (dialog) {
    // Only what the open dialog shows is on the screenshot (the viewport): the rest has no number.
    for (const e of entries) if (e.element && !dialog.contains(e.element)) e.box = undefined;
    n = 0;
    for (const e of entries) e.n = e.box ? ++n : undefined;
  }
  drawOverlay(document, entries, dialog ? { parent: dialog, scroll: { x: window.scrollX, y: window.scrollY } } : {});
  window.__i18nEntries = entries;
  return entries.map((e) => ({ n: e.n, id: e.id, role: e.role, box: e.box }));
}

/** Runs in the page: the measured maximum length of every shown key held by one text node. */
function measure() {
  const { overflowOf, searchMaxLength, growthCap } = window.__i18nContext;
  document.querySelector('[data-i18n-context]')?.remove();
  const out = {};
  for (const e of window.__i18nEntries) {
    if (!e.box || !e.element || e.element.closest('select, dialog') || e.nodes.length !== 1 || e.id in out) continue;
    const node = e.nodes[0];
    const original = node.nodeValue;
    const visibleText = e.text;
    // Only a text node that holds nothing but this key's text (its markers around it).
    if (original.replace(/[\u{E0000}-\u{E007F}]/gu, '') !== visibleText) continue;
    const before = new Set(overflowOf(e.element, window));
    const overflows = () => overflowOf(e.element, window).some((rule) => !before.has(rule));
    const length = [...visibleText].length;
    try {
      const max = searchMaxLength(length, growthCap(length), (t) => { node.nodeValue = t; }, overflows);
      out[e.id] = max === undefined ? null : max;
    } finally {
      node.nodeValue = original;
    }
  }
  return out;
}

async function main() {
  const args = process.argv.slice(2);
  const only = args.includes('--only') ? new RegExp(args[args.indexOf('--only') + 1]) : undefined;
  const vite = fileURLToPath(new URL('../node_modules/vite/bin/vite.js', import.meta.url));
  if (!args.includes('--no-build') || !existsSync(join(ROOT, DIST, 'index.html'))) {
    console.log(`Context build → ${DIST} (vite build --mode context)`);
    const build = spawnSync(process.execPath, [vite, 'build', '--mode', 'context', '--outDir', DIST, '--emptyOutDir', '--logLevel', 'warn'], { cwd: ROOT, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('the context build failed');
  }
  const executablePath = findChromium();
  if (!executablePath) throw new Error('No Chromium: install one (apt-get install chromium) or set CHROME_PATH');
  const port = await freePort();
  const server = spawn(process.execPath, [vite, 'preview', '--outDir', DIST, '--host', '127.0.0.1', '--port', String(port), '--strictPort'], { cwd: ROOT, stdio: 'ignore' });
  const base = `http://127.0.0.1:${port}/`;
  for (let i = 0; ; i += 1) {
    try {
      if ((await fetch(base)).ok) break;
    } catch {
      if (i > 100) throw new Error('the preview server did not start');
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  const out = args.includes('--shots') ? args[args.indexOf('--shots') + 1] : join(ROOT, SHOTS_DIR);
  rmSync(out, { recursive: true, force: true });
  mkdirSync(join(out, 'screens'), { recursive: true });
  let browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  const script = pageScript();
  const observations = [];
  const shots = [];
  const failed = [];
  const seminarKeys = Object.keys(JSON.parse(readFileSync(join(ROOT, 'locales/en/news.json'), 'utf8')).detail?.seminars ?? {});
  const screens = contextScreens(seminarKeys).filter((s) => !only || only.test(s.name));
  /** One screen at one width: screenshot, index entries and measured limits. */
  const visit = async (device, route) => {
    if (!browser.isConnected()) browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
    const context = await browser.newContext({ viewport: device.viewport, isMobile: device.isMobile, hasTouch: device.hasTouch, bypassCSP: true, reducedMotion: 'reduce' });
    try {
      const page = await context.newPage();
      if (route.setup) await page.addInitScript(route.setup);
      await page.goto(`${base}?lng=pseudo#${route.path}`);
      await page.locator('main h1').first().waitFor({ state: 'visible', timeout: 30_000 });
      // Scroll through once so that lazy images load, then wait for them and the fonts.
      await page.evaluate(async () => {
        for (let y = 0; y < document.documentElement.scrollHeight; y += 500) {
          window.scrollTo(0, y);
          await new Promise((r) => setTimeout(r, 40));
        }
        window.scrollTo(0, 0);
        const pending = Array.from(document.images).filter((img) => !img.complete);
        await Promise.all(pending.map((img) => new Promise((r) => { img.addEventListener('load', r); img.addEventListener('error', r); setTimeout(r, 3000); })));
        await document.fonts.ready;
      });
      await page.waitForTimeout(300);
      if (route.openMenu && device.name === 'desktop') {
        await page.locator('header nav a[href="#/services/sem"]').first().hover();
        await page.getByTestId('services-menu').waitFor({ state: 'visible' });
      } else if (route.openMenu) {
        await page.locator('header button[aria-haspopup="dialog"]').first().click();
        await page.locator('header dialog[open]').first().waitFor({ state: 'visible' });
      }
      if (route.click) {
        await page.locator(route.click).first().click();
        await page.locator('dialog[open]').first().waitFor({ state: 'visible' });
      }
      await page.waitForTimeout(200);
      await page.addScriptTag({ content: script });
      const entries = await page.evaluate(collectAndDraw);
      const file = `screens/${screenSlug(route.name)}.${device.name}.jpg`;
      const modal = await page.locator('dialog[open]').count();
      // JPEG: a full page at 1440 px is 1-2 MB as PNG, a tenth of it here, and the outlines stay legible.
      await page.screenshot({ path: join(out, file), fullPage: !modal, type: 'jpeg', quality: 70 });
      const limits = await page.evaluate(measure);
      return { entries, file, limits };
    } finally {
      await context.close().catch(() => {});
    }
  };
  try {
    for (const device of DEVICES) {
      for (const route of screens) {
        let result;
        for (let attempt = 1; !result && attempt <= 2; attempt += 1) {
          try {
            result = await visit(device, route);
          } catch (err) {
            console.warn(`! ${device.name} ${route.name}: attempt ${attempt} failed: ${String(err.message).split('\n')[0]}`);
          }
        }
        if (!result) {
          failed.push(`${device.name} ${route.name}`);
          continue;
        }
        const { entries, file, limits } = result;
        shots.push({ screen: route.name, device: device.name, file, keys: entries.filter((e) => e.n !== undefined) });
        for (const e of entries) observations.push({ id: e.id, screen: route.name, device: device.name, role: e.role, visible: e.n !== undefined, maxLength: limits[e.id] });
        const limited = Object.values(limits).filter((v) => typeof v === 'number').length;
        console.log(`${device.name} ${route.name}: ${entries.filter((e) => e.n).length} strings shown, ${entries.filter((e) => !e.n).length} in the page but hidden, ${Object.keys(limits).length} measured (${limited} limited)`);
      }
    }
  } finally {
    await browser.close().catch(() => {});
    server.kill();
  }
  if (failed.length) throw new Error(`screens that failed twice: ${failed.join(', ')}; locales/en/_context/ left as it is`);
  writeFileSync(join(out, 'index.json'), `${JSON.stringify({ devices: DEVICES.map((d) => ({ name: d.name, width: d.viewport.width })), shots }, null, 1)}\n`);
  if (only) {
    console.log(`--only: screenshots written to ${SHOTS_DIR}; locales/en/_context/ left as it is (it needs every screen)`);
    return;
  }
  const english = loadCatalogues(ROOT, 'en');
  const keys = Object.fromEntries(Object.entries(english).map(([ns, c]) => [ns, Object.keys(flatten(c.data))]));
  const measured = mergeObservations(observations, SITE_ROUTES.map((r) => r.path));
  writeMeasured(ROOT, keys, measured);
  const all = Object.values(keys).flat().length;
  const flat = Object.values(measured).flatMap((m) => Object.values(m));
  const measuredIds = new Set(observations.filter((o) => o.maxLength !== undefined).map((o) => o.id));
  console.log(`${all} English keys: ${flat.filter((m) => m.screens.length).length} shown on some screen; ${measuredIds.size} measured, ${flat.filter((m) => m.maxLength !== undefined).length} of them with a maximum length; context written to locales/en/_context/`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((err) => {
    console.error(`✖ ${err.message}`);
    process.exitCode = 1;
  });
}
