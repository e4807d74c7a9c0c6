// `npm run bench:trace -- /ja/newsDetails/key1/ [/th/ …] [--runs 3] [--over 10] [--fonts cjk]`:
// what the page's main thread does while a document loads, in the bench's browser (the build
// served by nginx as production serves it, Chromium as `npm run bench` launches it, the bench's
// fonts), at the phone's screen Lighthouse emulates in the bench, with touch, no throttling. For each
// run: the first contentful paint, then every task of the main thread longer than --over ms (10),
// when it started and what it spent its time in (each trace event's own time, largest first).
// How records 0019 and 0023 tell a document's first layout (parsing, style, layout, text shaping,
// font lookups) from the browser's commit and the scripts' evaluations. Needs `npm run build`.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { screenEmulationMetrics } from 'lighthouse/core/config/constants.js';
import { FONT_CONFIGS } from '../../tests/e2e/font-config.ts';
import { launchBrowser, serve } from './browser.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const argv = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 && argv[i + 1] ? argv[i + 1] : fallback;
};
const paths = argv.filter((a) => a.startsWith('/'));
const RUNS = Number(opt('runs', 3));
const OVER_MS = Number(opt('over', 10));
const FONTS = opt('fonts', 'cjk');
if (!paths.length || !FONT_CONFIGS.includes(FONTS) || !(RUNS > 0) || !(OVER_MS >= 0)) {
  console.error(`usage: npm run bench:trace -- /path/ [/path/ …] [--runs N] [--over ms] [--fonts ${FONT_CONFIGS.join('|')}]`);
  process.exit(2);
}

/** What a layout and its first paint read from the trace: the page's timeline, fonts and scripts. */
const CATEGORIES = ['toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink', 'fonts', 'v8', 'loading'];

/** The renderer's main thread that did the most: the measured page's (a new context has one page). */
function mainThread(events) {
  const counts = new Map();
  const names = events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  for (const t of names) counts.set(t, events.filter((e) => e.pid === t.pid && e.tid === t.tid && e.ph === 'X').length);
  const [thread] = [...counts].sort((a, b) => b[1] - a[1])[0] ?? [];
  return thread;
}

/** Each trace event's own time (its duration less its children's) inside one task, by name. */
function ownTimes(inside) {
  const own = new Map();
  const stack = [];
  for (const e of inside) {
    while (stack.length && stack.at(-1).ts + stack.at(-1).dur <= e.ts) stack.pop();
    const parent = stack.at(-1);
    if (parent) own.set(parent.name, (own.get(parent.name) ?? 0) - e.dur);
    own.set(e.name, (own.get(e.name) ?? 0) + e.dur);
    stack.push(e);
  }
  return [...own].filter(([, us]) => us >= 100).sort((a, b) => b[1] - a[1]);
}

const ms = (us) => (us / 1000).toFixed(1);
const browser = await launchBrowser(FONTS);
const site = await serve(root, join(root, 'dist'));
try {
  for (const path of paths) {
    for (let run = 1; run <= RUNS; run += 1) {
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      const phone = screenEmulationMetrics.mobile;
      await page.setViewport({ width: phone.width, height: phone.height, deviceScaleFactor: phone.deviceScaleFactor, isMobile: true, hasTouch: true });
      await page.tracing.start({ categories: CATEGORIES });
      await page.goto(`${site.origin}${path}`, { waitUntil: 'load' });
      await new Promise((r) => setTimeout(r, 500)); // the app's takeover
      const events = JSON.parse(Buffer.from(await page.tracing.stop()).toString()).traceEvents;
      await context.close();

      const thread = mainThread(events);
      if (!thread) {
        console.log(`${path} run ${run}: no renderer main thread in the trace`);
        continue;
      }
      const mine = events
        .filter((e) => e.pid === thread.pid && e.tid === thread.tid && e.ph === 'X' && typeof e.dur === 'number')
        .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
      const tasks = mine.filter((e) => e.name === 'ThreadControllerImpl::RunTask');
      const start = events.find((e) => e.name === 'navigationStart' && e.pid === thread.pid)?.ts ?? tasks[0]?.ts ?? 0;
      const paint = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === thread.pid);
      console.log(`${path} run ${run}: first contentful paint at ${paint ? `${ms(paint.ts - start)} ms` : 'none in the trace'}`);
      let outer = -Infinity;
      for (const task of tasks) {
        if (task.ts < outer) continue; // a task nested in one already listed
        outer = task.ts + task.dur;
        if (task.dur < OVER_MS * 1000) continue;
        const inside = mine.filter((e) => e !== task && e.ts >= task.ts && e.ts + e.dur <= task.ts + task.dur && e.name !== 'ThreadControllerImpl::RunTask' && e.name !== 'RunTask');
        const what = ownTimes(inside).slice(0, 8).map(([name, us]) => `${name} ${ms(us)}`).join(', ');
        console.log(`  at ${ms(task.ts - start).padStart(7)} ms, ${ms(task.dur).padStart(5)} ms: ${what || 'no traced event inside'}`);
      }
    }
  }
} finally {
  await browser.close();
  await site.stop();
}
