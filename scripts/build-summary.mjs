// Prints a short summary of a build instead of Vite's line per file (the fonts alone are over a
// thousand files): how many files of each kind and their total size. Warnings still come from
// Vite itself (the build runs with --logLevel warn). Usage: node scripts/build-summary.mjs [dist]
import { existsSync, readdirSync, statSync } from 'node:fs';
import { extname, join } from 'node:path';

const dist = process.argv[2] ?? 'dist';
if (!existsSync(join(dist, 'index.html'))) {
  console.error(`✖ ${dist}/index.html is missing: the build did not write the site`);
  process.exit(1);
}

const KINDS = [
  ['JavaScript', ['.js']],
  ['CSS', ['.css']],
  ['fonts', ['.woff2', '.woff', '.ttf']],
  ['images', ['.svg', '.png', '.jpg', '.jpeg', '.webp', '.avif', '.gif', '.ico']],
  ['HTML', ['.html']],
];

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== '.vite') yield* files(path);
    } else yield path;
  }
}

const totals = new Map();
for (const file of files(dist)) {
  const kind = KINDS.find(([, exts]) => exts.includes(extname(file).toLowerCase()))?.[0] ?? 'other';
  const t = totals.get(kind) ?? { count: 0, bytes: 0 };
  t.count += 1;
  t.bytes += statSync(file).size;
  totals.set(kind, t);
}

const size = (n) => (n >= 1024 * 1024 ? `${(n / 1024 / 1024).toFixed(1)} MB` : `${(n / 1024).toFixed(1)} KB`);
let count = 0;
let bytes = 0;
console.log(`Built ${dist}/:`);
for (const [kind] of [...KINDS, ['other']]) {
  const t = totals.get(kind);
  if (!t) continue;
  count += t.count;
  bytes += t.bytes;
  console.log(`  ${kind.padEnd(11)} ${String(t.count).padStart(5)} file${t.count === 1 ? " " : "s"} ${size(t.bytes).padStart(10)}`);
}
console.log(`  ${'total'.padEnd(11)} ${String(count).padStart(5)} files ${size(bytes).padStart(10)}   (sizes before compression; \`npm run bench\` gives gzip sizes and budgets)`);
