import { expect, test, type Page, type Request } from '@playwright/test';
import { documentPath } from '../../src/config/site-manifest';
import type { Arrival } from './checks/types';
import { viewportOf, type Device } from './devices';
import { appTookOver, hasDocument, loadLazyImages, openRoute } from './helpers';
import type { Visit } from './visit-plan';

/**
 * How a grouped page visit reaches and settles each route: the sweep (visit.spec.ts) and the
 * pseudo-locale audit (pseudo.spec.ts) both visit the groups of visit-plan.ts this way.
 */

/** The requests in flight, to tell when a screen has finished loading what it shows. */
function trackRequests(page: Page): Set<Request> {
  const open = new Set<Request>();
  page.on('request', (r) => open.add(r));
  page.on('requestfinished', (r) => open.delete(r));
  page.on('requestfailed', (r) => open.delete(r));
  return open;
}

/** Two frames after a change of window, so that the page's resize and media-query listeners have run (250 ms at most each: a loaded headless Chromium skips frames). */
async function relayout(page: Page) {
  await page.evaluate(async () => {
    const frame = () => Promise.race([new Promise((r) => requestAnimationFrame(() => r(null))), new Promise((r) => setTimeout(r, 250))]);
    await frame();
    await frame();
  });
}

/**
 * Loads the screen's lazy images, then waits until no request has been open for `quietMs` and fonts
 * are ready. A screen that arrives loads in chains (its module, its catalogue, then its images):
 * 100 ms of quiet. After a change of window only pictures of another size follow, already asked
 * for once the page has laid itself out again: no request open is enough.
 */
async function settle(page: Page, open: Set<Request>, quietMs = 100) {
  await loadLazyImages(page);
  const deadline = Date.now() + 15_000;
  let quietSince = Date.now();
  for (;;) {
    if (open.size > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= quietMs) break;
    if (Date.now() > deadline) throw new Error(`requests still open after 15 s: ${[...open].map((r) => r.url()).join(', ')}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

/** Reaches a route: a full load of its hash URL or of its document, or (inside the app) a hash change, then waits for its screen. */
async function arrive(page: Page, visit: Visit, lng: string, how: Arrival) {
  if (how === 'hash') {
    if (visit.setup) await page.addInitScript(visit.setup);
    await openRoute(page, visit.path, lng);
    return;
  }
  if (how === 'document') {
    await page.goto(documentPath(lng, visit.path));
    await expect(page.locator('main h1').first()).toBeVisible();
    await appTookOver(page);
    return;
  }
  if (visit.setup) await page.evaluate(visit.setup);
  // Mark the screen being left, so the wait below sees the new screen, not the old one.
  await page.evaluate((path) => {
    document.querySelectorAll('main h1').forEach((h) => h.setAttribute('data-visit-left', ''));
    window.location.hash = path;
  }, visit.path);
  await expect(page.locator('main h1[data-visit-left]'), 'the previous screen is replaced').toHaveCount(0);
  await expect(page.locator('main [role="status"]')).toHaveCount(0);
  await expect(page.locator('main h1').first()).toBeVisible();
}

/** An error in a few lines: its first line and, for a diff, the lines that differ. */
export function brief(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  // eslint-disable-next-line no-control-regex
  const lines = text.replace(/\u001b\[[0-9;]*m/g, '').split('\n').filter((l) => l.trim());
  const diff = lines.filter((l) => /^\s*[-+] /.test(l) && !/^\s*[-+] (Expected|Received)\b/.test(l));
  return [lines[0], ...(diff.length ? diff : lines.slice(1, 6))].slice(0, 14).join('\n    ');
}

/** Gives the page a device's window, unless it has it already; true when the window changed (then `relayout`). */
async function windowOf(page: Page, device: Device) {
  const wanted = viewportOf(device);
  const now = page.viewportSize();
  if (now?.width === wanted.width && now.height === wanted.height) return false;
  await page.setViewportSize(wanted);
  return true;
}

/** Where a route is checked: the device whose window it is laid out in, and whether it arrived in another window first. */
export interface VisitWindow {
  device?: Device;
  resized: boolean;
}

/**
 * Visits the routes of a group in one browser page, in order: the first by a full load, the others
 * by a hash change inside the running app (as a visitor's link does), each as a `test.step`. Once
 * a route's screen has arrived and settled, `check` runs and returns what it found wrong ("check
 * name: message"). A failure is recorded against its route and the visit goes on, so one bad route
 * does not hide the others. Returns every failure, one line each ("path › …").
 *
 * `windows` (devices of one family of tests/e2e/devices.ts): the route arrives in the first one's
 * window, then the page takes each next window in turn, settles, and `check` runs again with
 * `resized` true. The next route arrives in the window the page is in.
 */
export async function visitInTurn(
  page: Page,
  visits: readonly Visit[],
  lng: string,
  check: (visit: Visit, arrived: boolean, how: Arrival, window: VisitWindow) => Promise<string[]>,
  {
    documentAt,
    windows,
  }: { documentAt?: (visit: Visit, index: number) => boolean; windows?: (visit: Visit, index: number) => readonly Device[] } = {},
): Promise<string[]> {
  const open = trackRequests(page);
  const failures: string[] = [];
  let previous: Visit | undefined;
  for (const [index, visit] of visits.entries()) {
    await test.step(visit.path, async () => {
      // Two routes of one screen component share its DOM, so the second is loaded afresh; a route
      // with a document is loaded as that document where `documentAt` says so.
      const linked: Arrival = previous && previous.page !== visit.page ? 'link' : 'hash';
      const how: Arrival = hasDocument(visit.path) && documentAt?.(visit, index) ? 'document' : linked;
      const [first, ...later] = windows?.(visit, index) ?? [];
      previous = undefined;
      try {
        if (first) await windowOf(page, first);
        await test.step(`arrive (${how})`, () => arrive(page, visit, lng, how));
        await test.step('settle', () => settle(page, open));
        previous = visit;
      } catch (error) {
        failures.push(`${visit.path} › reaching it (${how}): ${brief(error)}`);
      }
      const arrived = previous === visit;
      for (const found of await check(visit, arrived, how, { device: first, resized: false })) failures.push(`${visit.path} › ${found}`);
      if (!arrived) return;
      for (const device of later) {
        try {
          await test.step(`${device} window`, async () => {
            if (await windowOf(page, device)) await relayout(page);
            await settle(page, open, 0);
          });
        } catch (error) {
          failures.push(`${visit.path} › in the ${device} window: ${brief(error)}`);
          continue;
        }
        for (const found of await check(visit, true, how, { device, resized: true })) failures.push(`${visit.path} › ${device} window › ${found}`);
      }
    });
  }
  return failures;
}
