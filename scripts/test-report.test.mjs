// @vitest-environment node
// What `npm test` (scripts/test-all.mjs) reads from the runners' JSON reports to name failed tests.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { playwrightCounts, vitestFailures, vitestFlaky } from './test-report.mjs';

describe('the failed tests `npm test` names at the end of its output', () => {
  it('from Vitest: each failed test with the first line of its error, and a file that did not load', () => {
    const report = {
      testResults: [
        {
          name: '/repo/tests/unit/a.test.ts',
          status: 'failed',
          assertionResults: [
            { status: 'passed', fullName: 'a passes' },
            { status: 'failed', fullName: 'a shows the price', failureMessages: ['\nAssertionError: expected "฿1" to be "฿2"\n    at a.test.ts:3:1'] },
          ],
        },
        { name: '/repo/tests/unit/b.test.ts', status: 'failed', message: 'Failed to load url ./gone', assertionResults: [] },
        { name: '/repo/tests/unit/c.test.ts', status: 'passed', assertionResults: [{ status: 'passed', fullName: 'c' }] },
      ],
    };
    expect(vitestFailures(report, '/repo/')).toEqual([
      'tests/unit/a.test.ts › a shows the price: AssertionError: expected "฿1" to be "฿2"',
      'tests/unit/b.test.ts: Failed to load url ./gone',
    ]);
    expect(vitestFailures(undefined, '/repo/')).toEqual([]);
    expect(vitestFlaky(report, '/repo/')).toEqual([]);
  });

  it('from Vitest: a test that passed on a retry keeps the error of its failed try, and is flaky', () => {
    const report = {
      testResults: [
        {
          name: '/repo/tests/api/hook.test.ts',
          status: 'passed',
          assertionResults: [
            { status: 'passed', fullName: 'steady', failureMessages: [] },
            { status: 'passed', fullName: 'hook once', failureMessages: ['AssertionError: expected [] to have a length of 1'] },
          ],
        },
      ],
    };
    expect(vitestFlaky(report, '/repo/')).toEqual(['tests/api/hook.test.ts › hook once: AssertionError: expected [] to have a length of 1']);
    expect(vitestFailures(report, '/repo/')).toEqual([]);
  });

  it('from Playwright: the tests that failed on every try, not the flaky ones', () => {
    const dir = mkdtempSync(join(tmpdir(), 'test-report-'));
    try {
      const test = (projectName, status) => ({ projectName, status, results: [{ duration: 1000 }] });
      const report = {
        stats: { expected: 1, unexpected: 1, flaky: 1, skipped: 0, duration: 3000 },
        suites: [
          {
            title: 'visit.spec.ts',
            file: 'visit.spec.ts',
            specs: [
              { title: 'home', tests: [test('phone', 'expected')] },
              { title: 'contact', tests: [test('phone', 'unexpected')] },
              { title: 'news', tests: [test('tablet', 'flaky')] },
            ],
          },
        ],
      };
      const file = join(dir, 'playwright.json');
      writeFileSync(file, JSON.stringify(report));
      const counts = playwrightCounts(file);
      expect(counts).toMatchObject({ passed: 2, failed: 1, failures: ['[phone] visit.spec.ts › contact'], flaky: ['[tablet] visit.spec.ts › news'] });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
