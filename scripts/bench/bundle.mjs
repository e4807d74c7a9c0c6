// First part of `npm run bench`: sizes from the production build. Prints the gzip size of the
// JavaScript and CSS the home route needs before it can render, of every route chunk and of every
// catalogue chunk, and checks the budgets; returns false when one is exceeded.
import { readFileSync, existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export function bundleReport(dist = join(fileURLToPath(new URL('../..', import.meta.url)), 'dist')) {
  // The build writes its manifest beside dist/, never into it (vite.config.ts).
  const manifestPath = `${dist}.manifest.json`;
  if (!existsSync(manifestPath)) {
    console.error(`✖ ${manifestPath} missing: run \`npm run build\` first.`);
    return false;
  }
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const BUDGET = { initialJs: 125 * 1024, initialCss: 15 * 1024 };

  const gz = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
  const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

  /** A chunk and its static imports, transitively: what the browser must fetch for it. */
  function closure(key, seen = new Set()) {
    if (seen.has(key)) return seen;
    seen.add(key);
    for (const dep of manifest[key]?.imports ?? []) closure(dep, seen);
    return seen;
  }
  function filesOf(keys) {
    const js = new Set();
    const css = new Set();
    for (const k of keys) {
      const c = manifest[k];
      if (!c) continue;
      if (c.file.endsWith('.js')) js.add(c.file);
      for (const f of c.css ?? []) css.add(f);
    }
    return { js: [...js], css: [...css] };
  }
  const sum = (files) => files.reduce((n, f) => n + gz(f), 0);

  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
  const initial = filesOf(closure(entryKey));
  const initialJs = sum(initial.js);
  const initialCss = sum(initial.css);

  const homeKeys = closure('src/pages/home/page.tsx', closure(entryKey));
  homeKeys.add('locales/en/home.json');
  const home = filesOf(homeKeys);

  console.log('Initial load (entry + static imports)');
  console.log(`  JS   ${kb(initialJs).padStart(10)}  budget ${kb(BUDGET.initialJs)}  ${initialJs <= BUDGET.initialJs ? 'ok' : 'OVER'}`);
  console.log(`  CSS  ${kb(initialCss).padStart(10)}  budget ${kb(BUDGET.initialCss)}  ${initialCss <= BUDGET.initialCss ? 'ok' : 'OVER'}`);
  console.log('Home route, ready to render in English (initial + home screen + its catalogue)');
  console.log(`  JS   ${kb(sum(home.js)).padStart(10)}`);
  console.log(`  CSS  ${kb(sum(home.css)).padStart(10)}`);

  const initialSet = new Set(initial.js);
  const rows = (filter) =>
    Object.entries(manifest)
      .filter(([k]) => filter(k))
      .map(([k]) => {
        const extra = filesOf(closure(k)).js.filter((f) => !initialSet.has(f));
        const css = filesOf([k]).css;
        return [k, sum(extra), sum(css)];
      })
      .sort((a, b) => a[0].localeCompare(b[0]));

  console.log('\nRoute chunks (JS beyond the initial load, gzip; CSS gzip)');
  for (const [k, js, css] of rows((k) => /^src\/pages\/.*page\.tsx$/.test(k))) {
    console.log(`  ${k.replace('src/pages/', '').replace('/page.tsx', '').padEnd(40)} ${kb(js).padStart(9)} ${kb(css).padStart(9)}`);
  }
  console.log('\nCatalogue chunks (gzip)');
  for (const [k, js] of rows((k) => /^locales\/.*\.json$/.test(k))) {
    console.log(`  ${k.replace('locales/', '').padEnd(40)} ${kb(js).padStart(9)}`);
  }

  const over = initialJs > BUDGET.initialJs || initialCss > BUDGET.initialCss;
  console.log(over ? '\n✖ bundle over budget' : '\n✓ bundle within budget');
  return !over;
}
