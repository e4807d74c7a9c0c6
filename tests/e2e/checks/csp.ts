import { expect, type Page } from '@playwright/test';
import type { VisitCheck } from './types';

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

/**
 * Collects every `securitypolicyviolation` event of a page (from its first script on, through an
 * init script that survives navigations). Call before `page.goto`; `assertNone()` after the visit.
 * The page-visit sweep imports this to check every route against the production headers.
 */
export async function watchCsp(page: Page) {
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      window.__cspViolations?.push(`${e.effectiveDirective} blocked ${e.blockedURI || '(inline)'} at ${e.sourceFile}:${e.lineNumber}`);
    });
  });
  return {
    async violations(): Promise<string[]> {
      return page.evaluate(() => window.__cspViolations ?? []);
    },
    async assertNone() {
      expect(await this.violations(), 'Content-Security-Policy violations').toEqual([]);
    },
  };
}

const watchers = new WeakMap<Page, Awaited<ReturnType<typeof watchCsp>>>();

/**
 * The sweep's check: no route of any visit triggers a CSP violation. The sweep runs against the
 * production server (nginx with deploy/nginx.conf), so the policy is the header's and the meta's.
 */
export const csp: VisitCheck = {
  name: 'no Content-Security-Policy violation',
  viewport: true,
  async attach(page) {
    watchers.set(page, await watchCsp(page));
  },
  async run({ page }) {
    await watchers.get(page)?.assertNone();
  },
};
