// `npm test`: every check in order — Node version, typecheck, lint and i18n check (these three at
// once), Vitest, build, Playwright. Later steps still run when an earlier check fails (except that
// the browser tests need a successful build), so one run reports everything. The last line is the
// summed total: "N passed, N failed" (each static check counts as one; Vitest and Playwright count
// their tests).
// A test that passed only on a retry (CI retries Vitest and Playwright tests once) is counted as
// passed and listed as flaky above it; every failed test is named there too.
// Each step's wall time goes to test-results/timing.json (`npm run test:timing` prints it).
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { playwrightCounts, readJson, reportFlaky, vitestFailures, vitestFlaky } from './test-report.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const bin = (name) => fileURLToPath(new URL(`../node_modules/.bin/${name}`, import.meta.url));
const results = [];
let passed = 0;
let failed = 0;
const flaky = [];
// Every failed test by name, printed again in the summary: CI keeps only the end of the output.
const failures = [];
const startedAt = new Date();
const load = () => loadavg().map((n) => n.toFixed(2)).join(' ');
const loadAtStart = load();

mkdirSync(`${root}test-results`, { recursive: true });
for (const f of ['vitest.json', 'vitest-dist.json', 'playwright.json', 'playwright-pseudo.json', 'timing.json', 'timing-e2e.json']) {
  rmSync(`${root}test-results/${f}`, { force: true });
}

function run(label, cmd, args, env = {}) {
  console.log(`\n▶ ${label}`);
  const started = Date.now();
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  const ok = r.status === 0;
  results.push({ label, ok, seconds: (Date.now() - started) / 1000 });
  return ok;
}

function check(label, cmd, args) {
  const ok = run(label, cmd, args);
  if (ok) passed += 1;
  else failed += 1;
  return ok;
}

const major = Number(process.versions.node.split('.')[0]);
if (major !== 24) {
  console.error(`✖ Node ${process.version}: this project needs Node 24 (run through npm after \`npm ci\`).`);
  failed += 1;
  results.push({ label: 'node 24', ok: false, seconds: 0 });
} else {
  passed += 1;
  results.push({ label: `node ${process.version}`, ok: true, seconds: 0 });
}

/**
 * Static checks at once (each is one process on one core): each one's output is kept and printed
 * whole when all have finished, in this order, so that nothing interleaves.
 */
async function checksAtOnce(list) {
  const done = await Promise.all(
    list.map(
      ([label, cmd, args]) =>
        new Promise((resolve) => {
          const started = Date.now();
          const child = spawn(cmd, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, FORCE_COLOR: process.stdout.isTTY ? '1' : '0' } });
          const output = [];
          child.stdout.on('data', (chunk) => output.push(chunk));
          child.stderr.on('data', (chunk) => output.push(chunk));
          child.on('error', (error) => output.push(Buffer.from(`${error.message}\n`)));
          child.on('close', (status) => resolve({ label, ok: status === 0, seconds: (Date.now() - started) / 1000, output: Buffer.concat(output) }));
        }),
    ),
  );
  for (const { label, ok, seconds, output } of done) {
    console.log(`\n▶ ${label}`);
    process.stdout.write(output);
    results.push({ label, ok, seconds });
    if (ok) passed += 1;
    else failed += 1;
  }
}

await checksAtOnce([
  ['typecheck', bin('tsc'), ['-b', '--noEmit']],
  ['lint', process.execPath, [bin('eslint'), '.']],
  ['i18n check', process.execPath, ['scripts/i18n-check.mjs']],
]);

/** A Vitest run, counted by its tests (a suite that failed to load counts as one failure). */
function vitest(label, report, args = []) {
  run(label, process.execPath, [bin('vitest'), 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=test-results/${report}`]);
  const json = readJson(`${root}test-results/${report}`);
  if (json) {
    passed += json.numPassedTests ?? 0;
    failed += (json.numFailedTests ?? 0) + (json.numFailedTestSuites && !json.numFailedTests ? json.numFailedTestSuites : 0);
    failures.push(...vitestFailures(json, root));
    flaky.push(...vitestFlaky(json, root));
  } else {
    failed += 1;
    failures.push(`${label}: no report (test-results/${report})`);
  }
}

vitest('unit and component tests (Vitest)', 'vitest.json');

// The build prints warnings and a summary (scripts/build-summary.mjs), not a line per file; then it
// prerenders every document (scripts/build.mjs).
const built = check('build', process.execPath, ['scripts/build.mjs']);
if (built) {
  // Then the built documents, and the hosting spec on nginx and on Cloudflare's runtime (tests/built/hosting-spec.ts).
  vitest('prerendered documents and hosting on nginx and the edge (Vitest, Node)', 'vitest-dist.json', ['--config', 'vitest.dist.config.ts']);
  run('browser tests (Playwright)', process.execPath, ['scripts/run-e2e.mjs']);
  for (const report of ['playwright.json', 'playwright-pseudo.json']) {
    const counts = playwrightCounts(`${root}test-results/${report}`);
    passed += counts.passed;
    failed += counts.failed;
    flaky.push(...counts.flaky);
    failures.push(...counts.failures);
  }
} else {
  console.error('✖ build failed: browser tests not run');
  failed += 1;
}

console.log('\nSummary');
for (const r of results) console.log(`  ${r.ok ? '✓' : '✖'} ${r.label} (${r.seconds.toFixed(1)} s)`);
const total = (Date.now() - startedAt.getTime()) / 1000;
console.log(`  total ${(total / 60).toFixed(1)} min (wall); load average ${loadAtStart} at the start, ${load()} at the end`);
reportFlaky(flaky, 'tests');
if (failures.length) {
  console.log(`\n✖ ${failures.length} failed test${failures.length === 1 ? '' : 's'}:`);
  for (const failure of failures.slice(0, 30)) console.log(`  ✖ ${failure}`);
  if (failures.length > 30) console.log(`  … and ${failures.length - 30} more`);
}
const lines = [...(flaky.length ? [`${flaky.length} flaky (passed on a retry): ${flaky.join('; ')}`] : []), `${passed} passed, ${failed} failed`];
writeFileSync(`${root}test-results/summary.txt`, `${lines.join('\n')}\n`);
writeFileSync(
  `${root}test-results/timing.json`,
  `${JSON.stringify({ startedAt: startedAt.toISOString(), seconds: total, loadAtStart, loadAtEnd: load(), steps: results }, null, 2)}\n`,
);
console.log(lines.at(-1));
process.exit(failed === 0 ? 0 : 1);
