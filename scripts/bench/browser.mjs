// What the bench's measurements share: the build served by nginx with the production configuration
// (scripts/serve-prod.mjs) on a free port, and Chromium launched as the bench launches it. Used by
// `npm run bench` (scripts/bench.mjs) and `npm run bench:trace` (scripts/bench/trace.mjs).
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { fontConfig } from '../../tests/e2e/font-config.ts';
import { freePort } from '../free-port.mjs';

const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** nginx servers started here: stopped on any exit, also on Ctrl-C. */
const servers = new Set();
process.on('exit', () => servers.forEach((c) => c.kill('SIGTERM')));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130));

/** Serves `dir` as production does; resolves once it answers. */
export async function serve(root, dir) {
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

/** Chromium as the bench measures with it, seeing only the fonts of tests/fonts/<fonts>.conf. */
export async function launchBrowser(fonts) {
  const { default: puppeteer } = await import('puppeteer-core');
  return puppeteer.launch({
    executablePath: CHROME,
    headless: true,
    // No spare renderer (docs/decisions/0016): desktop Chromium keeps one renderer process started
    // ahead, hands it to a navigation that needs a new process (each run here: a new context, and
    // the site's COOP), and at once starts the next. That start ran beside the measured page's own
    // first task and the browser's, three busy threads on this machine's two cores, and made the
    // page's commit of the navigation 2-3 times longer (over 20 ms in 4 runs of 10; without the
    // spare, 1 of 16). That start is the browser's work for a next navigation, not the page's; both
    // floors are measured the same way.
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--no-first-run', '--disable-features=SpareRendererForSitePerProcess'],
    env: { ...process.env, FONTCONFIG_FILE: fontConfig(fonts) },
  });
}
