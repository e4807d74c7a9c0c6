import { chromium } from 'playwright-core';
// Dev helper: screenshot a URL of the running preview. Usage: node scripts/dev/screenshot.mjs URL OUT.png
const [,, url, out] = process.argv;
const b = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-quic','--disable-background-networking'] });
const p = await b.newPage({ viewport: { width: 1280, height: 800 } });
const errs=[]; p.on('console', m => { if (m.type()==='error') errs.push(m.text()); }); p.on('pageerror', e => errs.push(String(e)));
await p.emulateMedia({ reducedMotion: 'reduce' });
await p.goto(url, { waitUntil: 'networkidle' });
await p.waitForTimeout(500);
await p.screenshot({ path: out, fullPage: true });
console.log('errors:', errs);
await b.close();
