// Share images (Open Graph / Twitter card): public/og/<lng>.png, 1200 × 630, one per locale that has
// catalogues, with the locale's own copy (home banner title, the closing call to action) set in its
// self-hosted Noto face; and public/og/logo.png (512 × 512) for structured data. Not part of the
// build: run `npm run og:images` after changing that copy or adding a locale, look at the files, and
// commit them. Renders an HTML card in Chromium (Playwright), offline, from local files only.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import { DEFAULT_SITE_URL } from '../src/config/site.ts';
import { overlayCatalogue } from '../src/i18n/editions.ts';
import { baseLocale, LOCALES } from '../src/i18n/locales.ts';
import { CHROMIUM_ARGS, findChromium } from './find-chromium.mjs';
import { CJK_FONTS } from './fonts/cjk.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const out = `${root}public/og`;
const fontsource = (pkg, weight) => pathToFileURL(`${root}node_modules/@fontsource/${pkg}/${weight}.css`).href;

/**
 * The self-hosted faces the site uses: Noto Sans for Latin script, Noto Sans Thai, and for Chinese,
 * Japanese and Korean the full fonts the site's subsets are cut from (scripts/fonts/cjk.mjs: Noto
 * Sans HK for Hong Kong, TC for Taiwan, SC, JP, KR).
 */
const require = createRequire(import.meta.url);
function faceCss(lng) {
  const latin = [400, 700].map((w) => `<link rel="stylesheet" href="${fontsource('noto-sans', w)}">`);
  if (lng === 'th') return { links: [...latin, ...[400, 700].map((w) => `<link rel="stylesheet" href="${fontsource('noto-sans-thai', w)}">`)], family: "'Noto Sans', 'Noto Sans Thai'" };
  const cjk = CJK_FONTS[lng];
  if (!cjk) return { links: latin, family: "'Noto Sans'" };
  const dir = require.resolve(`${cjk.pkg}/package.json`).replace(/package\.json$/, '');
  const face = (weight, file) => `@font-face { font-family: 'OG CJK'; font-weight: ${weight}; src: url('${pathToFileURL(dir + file).href}') format('truetype'); }`;
  const bold = cjk.file.replace('400Regular', '700Bold').replace('_400Regular', '_700Bold');
  return { links: [...latin, `<style>${face(400, cjk.file)} ${face(700, bold)}</style>`], family: "'Noto Sans', 'OG CJK'" };
}

/** A catalogue as the site shows it: an edition (zh-TW) laid over its base (zh-HK). */
function shownCatalogue(lng, ns) {
  const read = (l) => {
    const file = `${root}locales/${l}/${ns}.json`;
    return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
  };
  const base = baseLocale(lng);
  const own = read(lng);
  return base ? overlayCatalogue(read(base) ?? {}, own ?? {}) : own;
}

const escape = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const mark = readFileSync(`${root}public/favicon.svg`, 'utf8');

function card(lng, { headline, action, brand, host }) {
  const { links, family } = faceCss(lng);
  return `<!doctype html><html lang="${lng}"><head><meta charset="utf-8">${links.join('')}
<style>
  html, body { margin: 0; width: 1200px; height: 630px; }
  body { font-family: ${family}, sans-serif; color: #fff; overflow: hidden; background: #241a86; }
  /* Flat shapes only: gradients would make the PNG several times larger (WhatsApp skips big previews). */
  .shape { position: absolute; border-radius: 50%; }
  .a { width: 560px; height: 560px; right: -220px; top: -300px; background: #2f52d6; }
  .b { width: 240px; height: 240px; right: 60px; top: 240px; background: #0fb5c9; }
  .c { width: 96px; height: 96px; right: 250px; top: 120px; background: #ff7a45; }
  .grid { position: absolute; inset: 0; opacity: 0.08;
    background-image: linear-gradient(#fff 1px, transparent 1px), linear-gradient(90deg, #fff 1px, transparent 1px);
    background-size: 48px 48px; }
  .wrap { position: absolute; inset: 64px 72px; display: flex; flex-direction: column; }
  .brand { display: flex; align-items: center; gap: 18px; font-size: 34px; font-weight: 700; letter-spacing: 0.01em; }
  .brand svg { width: 64px; height: 64px; }
  h1 { margin: auto 0 0; font-size: 60px; line-height: 1.22; font-weight: 700; max-width: 800px; text-wrap: pretty; }
  /* The site's own line-breaking rules per script (src/styles/global.scss). */
  :lang(ko) h1 { word-break: keep-all; }
  :lang(zh) h1, :lang(ja) h1 { line-break: strict; }
  :lang(ja) h1 { word-break: auto-phrase; }
  .foot { margin-top: 40px; display: flex; align-items: center; justify-content: space-between; }
  .cta { background: #ff7a45; box-shadow: 0 0 0 4px #241a86; color: #fff; font-size: 28px; font-weight: 700; padding: 16px 30px; border-radius: 999px; }
  .host { font-size: 24px; opacity: 0.85; }
</style></head><body><div class="grid"></div><div class="shape a"></div><div class="shape b"></div><div class="shape c"></div><div class="wrap">
  <div class="brand">${mark}<span>${escape(brand)}</span></div>
  <h1>${escape(headline)}</h1>
  <div class="foot"><span class="cta">${escape(action)}</span><span class="host">${escape(host)}</span></div>
</div></body></html>`;
}

const siteUrl = process.env.SITE_URL || DEFAULT_SITE_URL;
const host = new URL(siteUrl).host;
mkdirSync(out, { recursive: true });
const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
// Only local files: the card must not depend on anything online.
await page.route(/^(?!file:|data:)/, (route) => route.abort());

for (const { code: lng } of LOCALES) {
  const h = shownCatalogue(lng, 'home');
  const c = shownCatalogue(lng, 'common');
  if (!h || !c) {
    console.log(`- ${lng}: no catalogues yet, skipped`);
    continue;
  }
  const file = `${root}test-results/og-${lng}.html`;
  mkdirSync(`${root}test-results`, { recursive: true });
  writeFileSync(file, card(lng, { headline: h.banner.title, action: c.cta.closing.title, brand: c.brand.name, host }));
  await page.goto(pathToFileURL(file).href);
  await page.evaluate(() => globalThis.document.fonts.ready);
  await page.screenshot({ path: `${out}/${lng}.png`, type: 'png' });
  console.log(`✔ public/og/${lng}.png`);
}

// The logo for structured data: the site's mark on white, 512 × 512.
await page.setViewportSize({ width: 512, height: 512 });
await page.setContent(`<body style="margin:0;display:grid;place-items:center;width:512px;height:512px;background:#fff">${mark.replace('<svg ', '<svg width="400" height="400" ')}</body>`);
await page.screenshot({ path: `${out}/logo.png`, type: 'png' });
console.log('✔ public/og/logo.png');
await browser.close();
