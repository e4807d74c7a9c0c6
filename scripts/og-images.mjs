// Share images (Open Graph / Twitter card): public/og/<lng>.png, 1200 × 630, one per locale that has
// catalogues, with the locale's own copy (home banner title, the closing call to action) set in its
// self-hosted Noto face; and public/og/logo.png (512 × 512) for structured data. Not part of the
// build: run `npm run og:images` after changing that copy or adding a locale, look at the files, and
// commit them. Renders an HTML card in Chromium (Playwright), offline, from local files only.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './find-chromium.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const out = `${root}public/og`;
const fontsource = (pkg, weight) => pathToFileURL(`${root}node_modules/@fontsource/${pkg}/${weight}.css`).href;

/** Self-hosted face for each writing system (the same families the site loads per locale). */
const FACE_BY_SCRIPT = {
  Latn: { pkg: 'noto-sans', family: 'Noto Sans' },
  Hans: { pkg: 'noto-sans-sc', family: 'Noto Sans SC' },
  Hant: { pkg: 'noto-sans-tc', family: 'Noto Sans TC' },
  Thai: { pkg: 'noto-sans-thai', family: 'Noto Sans Thai' },
  Jpan: { pkg: 'noto-sans-jp', family: 'Noto Sans JP' },
  Kore: { pkg: 'noto-sans-kr', family: 'Noto Sans KR' },
};

/** Locales from src/i18n/locales.ts (parsed, so this script needs no TypeScript build). */
function localeCodes() {
  const source = readFileSync(`${root}src/i18n/locales.ts`, 'utf8');
  return [...source.matchAll(/\{\s*code:\s*'([^']+)'/g)].map((m) => m[1]);
}

const escape = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const mark = readFileSync(`${root}public/favicon.svg`, 'utf8');

function card(lng, { headline, action, brand, host }) {
  const script = new Intl.Locale(lng).maximize().script ?? 'Latn';
  const face = FACE_BY_SCRIPT[script] ?? FACE_BY_SCRIPT.Latn;
  const latin = FACE_BY_SCRIPT.Latn;
  const links = [...new Set([latin.pkg, face.pkg])].flatMap((pkg) => [400, 700].map((w) => `<link rel="stylesheet" href="${fontsource(pkg, w)}">`));
  return `<!doctype html><html lang="${lng}"><head><meta charset="utf-8">${links.join('')}
<style>
  html, body { margin: 0; width: 1200px; height: 630px; }
  body { font-family: '${latin.family}', '${face.family}', sans-serif; color: #fff; overflow: hidden; background: #241a86; }
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

const siteUrl = process.env.SITE_URL || readFileSync(`${root}src/config/site.ts`, 'utf8').match(/DEFAULT_SITE_URL = '([^']+)'/)[1];
const host = new URL(siteUrl).host;
mkdirSync(out, { recursive: true });
const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
// Only local files: the card must not depend on anything online.
await page.route(/^(?!file:|data:)/, (route) => route.abort());

for (const lng of localeCodes()) {
  const home = `${root}locales/${lng}/home.json`;
  const common = `${root}locales/${lng}/common.json`;
  if (!existsSync(home) || !existsSync(common)) {
    console.log(`- ${lng}: no catalogues yet, skipped`);
    continue;
  }
  const h = JSON.parse(readFileSync(home, 'utf8'));
  const c = JSON.parse(readFileSync(common, 'utf8'));
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
