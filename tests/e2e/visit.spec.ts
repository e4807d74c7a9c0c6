import { expect, test, type Page, type Request } from '@playwright/test';
import { VISIT_CHECKS, type Device, type VisitContext } from './checks';
import { clean } from './checks/core';
import { openRoute, scrollThrough } from './helpers';
import { e2eLocales, visitGroups, type Visit } from './visit-plan';

/**
 * The page-visit sweep: every route of src/app/routes.ts (and the not-found screen), in every
 * shipped locale (src/i18n/locales.ts), on every device project of playwright.config.ts, visited
 * ONCE, and that one visit checks everything it can show.
 *
 * How a visit goes. One test per device × locale × group of routes (tests/e2e/visit-plan.ts) opens
 * the group's first route with `page.goto(?lng=…#/path)` and reaches the others the way a visitor's
 * link does, by changing the hash inside the running app. Each route is a `test.step`; it waits
 * until the new screen replaced the old one, scrolls through it (lazy images load), waits until
 * the network is quiet, then runs the checks. A failing check is recorded against its route and the
 * visit goes on, so one bad route does not hide the others; the test fails at the end with the list.
 * Visits run with reduced motion, so no scroll reveal or transition is caught half-way (the reveals
 * themselves are tested in shell.spec.ts).
 *
 * Adding a check (instead of a new page visit): write a `VisitCheck` (tests/e2e/checks/types.ts)
 * in its own file under tests/e2e/checks/ and add it to VISIT_CHECKS in tests/e2e/checks/index.ts:
 *
 *   export const noOverflow: VisitCheck = {
 *     name: 'no horizontal overflow',
 *     applies: ({ device }) => device !== 'desktop',      // optional: which visits it runs in
 *     attach: (page) => { … },                            // optional: once per page, before the first visit
 *     async run({ page, path, lng, device, template, ns }) {
 *       expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(…);
 *     },
 *   };
 *
 * The core checks (tests/e2e/checks/core.ts): header, footer, one visible h1, `<html lang>` and the
 * switcher agree with the locale, the right screen (not not-found), no raw key / `<tag>` /
 * `{{placeholder}}`, the banner text in the visit's locale, every `#/` link names a route, no broken
 * image, no console error or uncaught exception, no request leaving 127.0.0.1 and none failing.
 * Per template (checks/templates.ts): the service and platform templates, OOH/pDOOH, home, the
 * seminar detail. axe (checks/axe.ts) on the routes visit-plan.ts `axeRuns` picks.
 *
 * Run a part: `npm run test:e2e -- tests/e2e/visit.spec.ts --grep "\[th\] services"`,
 * `E2E_LOCALES=th`, `E2E_ROUTES='^/services/(sem|seo)$'`.
 */

test.use({ reducedMotion: 'reduce' });

const DEVICES: readonly Device[] = ['desktop', 'phone', 'tablet'];

function deviceOf(project: string): Device {
  const device = DEVICES.find((d) => d === project);
  if (!device) throw new Error(`project "${project}" is not a device (${DEVICES.join(', ')}): see playwright.config.ts`);
  return device;
}

/** The requests in flight, to tell when a screen has finished loading what it shows. */
function trackRequests(page: Page): Set<Request> {
  const open = new Set<Request>();
  page.on('request', (r) => open.add(r));
  page.on('requestfinished', (r) => open.delete(r));
  page.on('requestfailed', (r) => open.delete(r));
  return open;
}

/** Scrolls through the screen, then waits until no request has been open for 100 ms and fonts are ready. */
async function settle(page: Page, open: Set<Request>) {
  await scrollThrough(page);
  const deadline = Date.now() + 15_000;
  let quietSince = Date.now();
  for (;;) {
    if (open.size > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= 100) break;
    if (Date.now() > deadline) throw new Error(`requests still open after 15 s: ${[...open].map((r) => r.url()).join(', ')}`);
    await page.waitForTimeout(25);
  }
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

/** Reaches a route: a full load, or (inside the app) a hash change, then waits for its screen. */
async function arrive(page: Page, visit: Visit, lng: string, how: 'load' | 'link') {
  if (how === 'load') {
    if (visit.setup) await page.addInitScript(visit.setup);
    await openRoute(page, visit.path, lng);
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
function brief(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  // eslint-disable-next-line no-control-regex
  const lines = text.replace(/\u001b\[[0-9;]*m/g, '').split('\n').filter((l) => l.trim());
  const diff = lines.filter((l) => /^\s*[-+] /.test(l) && !/^\s*[-+] (Expected|Received)\b/.test(l));
  return [lines[0], ...(diff.length ? diff : lines.slice(1, 6))].slice(0, 14).join('\n    ');
}

for (const lng of e2eLocales()) {
  for (const group of visitGroups()) {
    test(`[${lng}] ${group.name}`, async ({ page }, testInfo) => {
      test.setTimeout(30_000 + group.visits.length * 30_000);
      const device = deviceOf(testInfo.project.name);
      const open = trackRequests(page);
      for (const check of VISIT_CHECKS) await check.attach?.(page);

      const failures: string[] = [];
      let previous: Visit | undefined;
      for (const visit of group.visits) {
        const ctx: VisitContext = { page, path: visit.path, lng, device, template: visit.template, ns: visit.ns };
        await test.step(visit.path, async () => {
          // Two routes of one screen component share its DOM, so the second is loaded afresh.
          const how = previous && previous.page !== visit.page ? 'link' : 'load';
          previous = undefined;
          try {
            await arrive(page, visit, lng, how);
            await settle(page, open);
            previous = visit;
          } catch (error) {
            failures.push(`${visit.path} › reaching it (${how}): ${brief(error)}`);
          }
          for (const check of VISIT_CHECKS) {
            // After a failed arrival only `clean` runs: its console errors usually say why.
            if (!previous && check !== clean) continue;
            if (check.applies && !check.applies(ctx)) continue;
            try {
              await test.step(check.name, () => check.run(ctx));
            } catch (error) {
              failures.push(`${visit.path} › ${check.name}: ${brief(error)}`);
            }
          }
        });
      }
      if (failures.length) {
        throw new Error(`${failures.length} failed check(s) in [${lng}] ${group.name} on ${device}:\n\n  ${failures.join('\n\n  ')}`);
      }
    });
  }
}
