// Reads the JSON reports the test runners write (test-results/*.json), for scripts/test-all.mjs,
// scripts/run-e2e.mjs and `npm run test:timing`: counts, flaky and failed tests, and wall times.
import { readFileSync } from 'node:fs';

export function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/** Every test of a Playwright JSON report: { file, title, project, status, seconds, retries }. */
export function playwrightTests(report) {
  const tests = [];
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        const results = t.results ?? [];
        tests.push({
          file: spec.file ?? suite.file,
          title: [...titles, spec.title].join(' › '),
          project: t.projectName,
          status: t.status,
          seconds: results.reduce((sum, r) => sum + (r.duration ?? 0), 0) / 1000,
          retries: Math.max(0, results.length - 1),
        });
      }
    }
    for (const child of suite.suites ?? []) walk(child, suite.title && !suite.title.endsWith('.ts') ? [...titles, suite.title] : titles);
  };
  for (const suite of report?.suites ?? []) walk(suite, []);
  return tests;
}

/**
 * Counts of a Playwright JSON report. `flaky` tests failed first and passed on a retry: they count
 * as passed, and are listed so a retry never hides a problem. A missing or unreadable report is
 * one failure.
 */
export function playwrightCounts(file) {
  const report = readJson(file);
  if (!report?.stats) return { found: false, passed: 0, failed: 1, skipped: 0, flaky: [], failures: [`no report: ${file}`], seconds: 0 };
  const { expected = 0, unexpected = 0, flaky = 0, skipped = 0, duration = 0 } = report.stats;
  const tests = playwrightTests(report);
  const named = (status) => tests.filter((t) => t.status === status).map((t) => `[${t.project}] ${t.file} › ${t.title}`);
  return {
    found: true,
    passed: expected + flaky,
    failed: unexpected + (report.errors?.length && !unexpected ? 1 : 0),
    skipped,
    flaky: named('flaky'),
    failures: named('unexpected'),
    seconds: duration / 1000,
  };
}

/** Every test of a Vitest JSON report, named "file › test", with its status and errors. */
function vitestTests(report, root) {
  return (report?.testResults ?? []).flatMap((file) =>
    (file.assertionResults ?? []).map((t) => ({ name: `${String(file.name ?? '').replace(root, '')} › ${t.fullName}`, status: t.status, errors: t.failureMessages ?? [] })),
  );
}

/** The tests that failed in a Vitest JSON report, each as "file › test: the first line of its error". */
export function vitestFailures(report, root) {
  const failures = vitestTests(report, root)
    .filter((t) => t.status === 'failed')
    .map((t) => `${t.name}: ${firstLine(t.errors[0])}`);
  // A file that failed without a failed test did not load or run (its message says why).
  for (const file of report?.testResults ?? []) {
    if (file.status === 'failed' && !(file.assertionResults ?? []).some((t) => t.status === 'failed')) {
      failures.push(`${String(file.name ?? '').replace(root, '')}: ${firstLine(file.message)}`);
    }
  }
  return failures;
}

/**
 * The tests of a Vitest JSON report that passed on a retry (CI retries once): a passed test keeps
 * the errors of its failed tries.
 */
export function vitestFlaky(report, root) {
  return vitestTests(report, root)
    .filter((t) => t.status === 'passed' && t.errors.length > 0)
    .map((t) => `${t.name}: ${firstLine(t.errors[0])}`);
}

const firstLine = (text) => String(text ?? '').split('\n').find((line) => line.trim())?.trim().slice(0, 300) ?? '';

/** Prints the flaky tests of a run, loudly; returns how many there were. */
export function reportFlaky(flaky, label = 'Playwright') {
  if (flaky.length === 0) return 0;
  console.log(`\n⚠ ${label}: ${flaky.length} flaky test${flaky.length === 1 ? '' : 's'} (failed, then passed on a retry):`);
  for (const title of flaky) console.log(`  ⚠ ${title}`);
  return flaky.length;
}
