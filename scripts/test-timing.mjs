// `npm run test:timing`: the wall time of each part of the last test run, from the files it left
// in test-results/: timing.json (`npm test` steps), timing-e2e.json (scripts/run-e2e.mjs parts),
// vitest.json and playwright*.json (per file, and per project for the browser tests).
import { existsSync, readdirSync } from 'node:fs';
import { playwrightTests, readJson } from './test-report.mjs';

const dir = 'test-results';
const s = (n) => `${n.toFixed(1)} s`.padStart(9);
let printed = false;

const all = readJson(`${dir}/timing.json`);
if (all) {
  printed = true;
  console.log(`npm test, started ${all.startedAt} (load average ${all.loadAtStart} → ${all.loadAtEnd})`);
  for (const step of all.steps) console.log(`  ${s(step.seconds)}  ${step.ok ? '' : '✖ '}${step.label}`);
  // The static checks run at once, so the steps add up to more than the wall time.
  console.log(`  ${s(all.seconds ?? all.steps.reduce((n, step) => n + step.seconds, 0))}  total (wall)`);
}

const e2e = readJson(`${dir}/timing-e2e.json`);
if (e2e) {
  printed = true;
  console.log('\nscripts/run-e2e.mjs');
  for (const part of e2e) console.log(`  ${s(part.seconds)}  ${part.label}`);
}

const vitest = readJson(`${dir}/vitest.json`);
if (vitest?.testResults) {
  printed = true;
  const files = vitest.testResults.map((r) => ({ file: r.name.replace(`${process.cwd()}/`, ''), seconds: (r.endTime - r.startTime) / 1000 }));
  const wall = (Math.max(...vitest.testResults.map((r) => r.endTime)) - vitest.startTime) / 1000;
  console.log(`\nVitest: ${vitest.numTotalTests} tests in ${files.length} files, ${s(wall).trim()} wall (per file, slowest first)`);
  for (const f of files.sort((a, b) => b.seconds - a.seconds)) console.log(`  ${s(f.seconds)}  ${f.file}`);
}

for (const name of existsSync(dir) ? readdirSync(dir).filter((f) => /^playwright.*\.json$/.test(f)).sort() : []) {
  const report = readJson(`${dir}/${name}`);
  if (!report?.stats) continue;
  printed = true;
  const tests = playwrightTests(report);
  const visits = countVisits(report);
  console.log(
    `\nPlaywright (${name}): ${tests.length} tests, ${s(report.stats.duration / 1000).trim()} wall, ${report.config?.workers ?? '?'} workers` +
      (report.stats.flaky ? `, ${report.stats.flaky} flaky` : '') +
      (visits ? `, ${visits} page visits in the sweep` : ''),
  );
  const groups = new Map();
  for (const t of tests) {
    const key = `[${t.project}] ${t.file}`;
    const g = groups.get(key) ?? { tests: 0, seconds: 0 };
    g.tests += 1;
    g.seconds += t.seconds;
    groups.set(key, g);
  }
  console.log('  test time summed per project and file (two workers share the wall time):');
  for (const [key, g] of [...groups].sort((a, b) => b[1].seconds - a[1].seconds)) {
    console.log(`  ${s(g.seconds)}  ${key} (${g.tests} tests)`);
  }
}

/** Route steps of the page-visit sweep: each top-level step of a visit.spec.ts test is one visit. */
function countVisits(report) {
  let n = 0;
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      if (!(spec.file ?? '').endsWith('visit.spec.ts')) continue;
      for (const t of spec.tests ?? []) n += (t.results?.at(-1)?.steps ?? []).filter((st) => st.title.startsWith('/')).length;
    }
    (suite.suites ?? []).forEach(walk);
  };
  (report.suites ?? []).forEach(walk);
  return n;
}

if (!printed) console.log('No timings yet: run `npm test` (or `npm run test:unit -- --reporter=json --outputFile.json=test-results/vitest.json`, `npm run test:e2e`).');
