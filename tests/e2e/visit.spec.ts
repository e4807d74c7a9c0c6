import { test } from '@playwright/test';
import { VISIT_CHECKS, type VisitContext } from './checks';
import { clean } from './checks/core';
import { SWEEP_FAMILIES, sweepFamily } from './devices';
import { slotLocale, sweepSlots, visitGroups } from './visit-plan';
import { brief, visitInTurn } from './visiting';
import { documentPath } from '../../src/config/site-manifest';

/**
 * The page-visit sweep: every route of src/app/routes.ts (and the not-found screen), in every
 * shipped locale (src/i18n/locales.ts), in the window of every device of tests/e2e/devices.ts,
 * visited ONCE, and that one visit checks everything it can show.
 *
 * How a visit goes. One test per sweep project × locale × group of routes (tests/e2e/visit-plan.ts)
 * opens the group's first route with `page.goto(?lng=…#/path)` and reaches the others the way a
 * visitor's link does, by changing the hash inside the running app. Every other route (rotating
 * with the project, so that over the sweep's projects each route is one in every locale) is loaded
 * as its prerendered document instead (`/th/services/wechat/`), where a visitor from a search or a
 * shared link arrives, and the takeover check (checks/takeover.ts) runs on it. Each route is a
 * `test.step`; it waits until the new screen replaced the old one, starts its lazy images
 * (helpers.ts loadLazyImages), waits until the network is quiet, then runs the checks. A failing
 * check is recorded against its route and the visit goes on, so one bad route does not hide the
 * others; the test fails at the end with the list. Visits run with reduced motion, so no scroll
 * reveal or transition is caught half-way (the reveals themselves are tested in shell.spec.ts).
 *
 * Two projects run the sweep: desktop, and phone for the touch devices. A phone and a tablet differ
 * only in their window (devices.ts `SWEEP_FAMILIES`), so one browser page serves both: each route
 * arrives in one window (phone and tablet in turn) and runs every check there, then the page takes
 * the other window and runs the checks that depend on it again (`viewport: true`: layout, images,
 * axe, the shell, and the errors and requests since). Record 0027 says why.
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

/** The projects that run the sweep, each with the devices whose windows its visits take (tests/e2e/devices.ts). */
const SWEEP_PROJECTS = SWEEP_FAMILIES.map((family) => family[0]!);

for (const [slotIndex, slot] of sweepSlots().entries()) {
  for (const [groupIndex, group] of visitGroups().entries()) {
    test(`[${slot.join('/')}] ${group.name}`, async ({ page }, testInfo) => {
      const family = sweepFamily(testInfo.project.name);
      if (!family) throw new Error(`project "${testInfo.project.name}" does not run the sweep: see tests/e2e/devices.ts`);
      test.setTimeout(30_000 + group.visits.length * 30_000 * family.length);
      const projectIndex = SWEEP_PROJECTS.indexOf(family[0]!);
      const lng = slotLocale(slot, groupIndex, projectIndex);
      for (const check of VISIT_CHECKS) await check.attach?.(page);

      const failures = await visitInTurn(
        page,
        group.visits,
        lng,
        async (visit, arrived, arrival, { device = family[0]!, resized }) => {
          const ctx: VisitContext = {
            page,
            path: visit.path,
            lng,
            device,
            resized,
            template: visit.template,
            ns: visit.ns,
            arrival,
            document: arrival === 'document' ? documentPath(lng, visit.path) : undefined,
          };
          const found: string[] = [];
          for (const check of VISIT_CHECKS) {
            // After a failed arrival only `clean` runs: its console errors usually say why.
            if (!arrived && check !== clean) continue;
            if (resized && !check.viewport) continue;
            if (check.applies && !check.applies(ctx)) continue;
            try {
              await test.step(check.name, () => check.run(ctx));
            } catch (error) {
              found.push(`${check.name}: ${brief(error)}`);
            }
          }
          return found;
        },
        {
          // Over the sweep's projects, each route is loaded as its document once in every locale.
          documentAt: (_visit, index) => (index + projectIndex) % SWEEP_PROJECTS.length === 0,
          // A family's windows in turn: each route arrives in the window the previous one was left
          // in. The first window moves on with the group and the locale, so that in every locale
          // some routes and documents arrive in each window, and over the locales every route does.
          windows: (_visit, index) => family.map((_, i) => family[(index + slotIndex + groupIndex + i) % family.length]!),
        },
      );
      if (failures.length) {
        throw new Error(`${failures.length} failed check(s) in [${lng}] ${group.name} on ${family.join(' and ')}:\n\n  ${failures.join('\n\n  ')}`);
      }
    });
  }
}
