// `npm test`: every check in order — Node version, typecheck, lint, i18n check, Vitest, build,
// Playwright. Later steps still run when an earlier check fails (except that the browser tests
// need a successful build), so one run reports everything. The last line is the summed total:
// "N passed, N failed" (each static check counts as one; Vitest and Playwright count their tests).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const bin = (name) => fileURLToPath(new URL(`../node_modules/.bin/${name}`, import.meta.url));
const results = [];
let passed = 0;
let failed = 0;

mkdirSync(`${root}test-results`, { recursive: true });
for (const f of ['vitest.json', 'vitest-dist.json', 'playwright.json']) rmSync(`${root}test-results/${f}`, { force: true });

function run(label, cmd, args, env = {}) {
  console.log(`\n▶ ${label}`);
  const started = Date.now();
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  const ok = r.status === 0;
  results.push({ label, ok, seconds: ((Date.now() - started) / 1000).toFixed(1) });
  return ok;
}

function check(label, cmd, args) {
  const ok = run(label, cmd, args);
  if (ok) passed += 1;
  else failed += 1;
  return ok;
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

const major = Number(process.versions.node.split('.')[0]);
if (major !== 24) {
  console.error(`✖ Node ${process.version}: this project needs Node 24 (run through npm after \`npm ci\`).`);
  failed += 1;
  results.push({ label: 'node 24', ok: false, seconds: '0' });
} else {
  passed += 1;
  results.push({ label: `node ${process.version}`, ok: true, seconds: '0' });
}

check('typecheck', bin('tsc'), ['-b', '--noEmit']);
check('lint', process.execPath, [bin('eslint'), '.']);
check('i18n check', process.execPath, ['scripts/i18n-check.mjs']);

run('unit and component tests (Vitest)', process.execPath, [bin('vitest'), 'run', '--reporter=default', '--reporter=json', '--outputFile.json=test-results/vitest.json']);
const vitest = readJson(`${root}test-results/vitest.json`);
if (vitest) {
  passed += vitest.numPassedTests ?? 0;
  failed += (vitest.numFailedTests ?? 0) + (vitest.numFailedTestSuites && !vitest.numFailedTests ? vitest.numFailedTestSuites : 0);
} else {
  failed += 1;
}

const built = check('build', process.execPath, ['scripts/build.mjs']);
if (built) {
  run('prerendered documents (Vitest, Node)', process.execPath, [bin('vitest'), 'run', '--config', 'vitest.dist.config.ts', '--reporter=default', '--reporter=json', '--outputFile.json=test-results/vitest-dist.json']);
  const dist = readJson(`${root}test-results/vitest-dist.json`);
  if (dist) {
    passed += dist.numPassedTests ?? 0;
    failed += (dist.numFailedTests ?? 0) + (dist.numFailedTestSuites && !dist.numFailedTests ? dist.numFailedTestSuites : 0);
  } else {
    failed += 1;
  }
  run('browser tests (Playwright)', process.execPath, ['scripts/run-e2e.mjs']);
  const pw = readJson(`${root}test-results/playwright.json`);
  if (pw?.stats) {
    passed += (pw.stats.expected ?? 0) + (pw.stats.flaky ?? 0);
    failed += pw.stats.unexpected ?? 0;
  } else {
    failed += 1;
  }
  if (existsSync(`${root}test-results/playwright-pseudo.json`)) {
    const ps = readJson(`${root}test-results/playwright-pseudo.json`);
    if (ps?.stats) {
      passed += (ps.stats.expected ?? 0) + (ps.stats.flaky ?? 0);
      failed += ps.stats.unexpected ?? 0;
    }
  }
} else {
  console.error('✖ build failed: browser tests not run');
  failed += 1;
}

console.log('\nSummary');
for (const r of results) console.log(`  ${r.ok ? '✓' : '✖'} ${r.label} (${r.seconds} s)`);
const line = `${passed} passed, ${failed} failed`;
writeFileSync(`${root}test-results/summary.txt`, `${line}\n`);
console.log(line);
process.exit(failed === 0 ? 0 : 1);
