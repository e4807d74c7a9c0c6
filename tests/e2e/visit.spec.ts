import { test } from '@playwright/test';
import { VISIT_CHECKS, type Device, type VisitContext } from './checks';
import { clean } from './checks/core';
import { slotLocale, sweepSlots, visitGroups } from './visit-plan';
import { brief, visitInTurn } from './visiting';
import { documentPath } from '../../src/config/site-manifest';

/**
 * The page-visit sweep: every route of src/app/routes.ts (and the not-found screen), in every
 * shipped locale (src/i18n/locales.ts), on every device project of playwright.config.ts, visited
 * ONCE, and that one visit checks everything it can show.
 *
 * How a visit goes. One test per device × locale × group of routes (tests/e2e/visit-plan.ts) opens
 * the group's first route with `page.goto(?lng=…#/path)` and reaches the others the way a visitor's
 * link does, by changing the hash inside the running app. Every third route (rotating with the
 * device, so that over the three devices each route is one in every locale) is loaded as its
 * prerendered document instead (`/th/services/wechat/`), where a visitor from a search or a shared
 * link arrives, and the takeover check (checks/takeover.ts) runs on it. Each route is a `test.step`; it waits
 * until the new screen replaced the old one, starts its lazy images (helpers.ts loadLazyImages), waits until
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

for (const slot of sweepSlots()) {
  for (const [groupIndex, group] of visitGroups().entries()) {
    test(`[${slot.join('/')}] ${group.name}`, async ({ page }, testInfo) => {
      test.setTimeout(30_000 + group.visits.length * 30_000);
      const device = deviceOf(testInfo.project.name);
      const lng = slotLocale(slot, groupIndex, DEVICES.indexOf(device));
      for (const check of VISIT_CHECKS) await check.attach?.(page);

      const deviceIndex = DEVICES.indexOf(device);
      const failures = await visitInTurn(page, group.visits, lng, async (visit, arrived, arrival) => {
        const ctx: VisitContext = {
          page,
          path: visit.path,
          lng,
          device,
          template: visit.template,
          ns: visit.ns,
          arrival,
          document: arrival === 'document' ? documentPath(lng, visit.path) : undefined,
        };
        const found: string[] = [];
        for (const check of VISIT_CHECKS) {
          // After a failed arrival only `clean` runs: its console errors usually say why.
          if (!arrived && check !== clean) continue;
          if (check.applies && !check.applies(ctx)) continue;
          try {
            await test.step(check.name, () => check.run(ctx));
          } catch (error) {
            found.push(`${check.name}: ${brief(error)}`);
          }
        }
        return found;
      }, { documentAt: (_visit, index) => (index + deviceIndex) % DEVICES.length === 0 });
      if (failures.length) {
        throw new Error(`${failures.length} failed check(s) in [${lng}] ${group.name} on ${device}:\n\n  ${failures.join('\n\n  ')}`);
      }
    });
  }
}
