// `npm run build`: the client bundle (dist/), the server entry (dist-server/, never deployed), then
// one prerendered document per route and shipped locale (scripts/prerender.mjs), the precompressed
// .br/.gz files the production server sends (scripts/precompress.mjs), and finally the edge hosts'
// _headers, _redirects and _routes.json (scripts/deploy/config.mjs), so that Cloudflare Pages or Netlify serving
// dist/ applies the same headers and redirects as nginx.
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { EDGE_FILES } from './deploy/config.mjs';

const vite = fileURLToPath(new URL('../node_modules/vite/bin/vite.js', import.meta.url));

function step(args) {
  const r = spawnSync(process.execPath, [vite, 'build', ...args], { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

step(['--logLevel', 'warn']);
step(['--ssr', 'src/entry-server.tsx', '--outDir', 'dist-server', '--logLevel', 'warn']);
const summary = spawnSync(process.execPath, [fileURLToPath(new URL('./build-summary.mjs', import.meta.url)), 'dist'], { stdio: 'inherit' });
if (summary.status !== 0) process.exit(summary.status ?? 1);
const { prerender } = await import('./prerender.mjs');
await prerender();
// Last: .br and .gz beside every text file, the documents included (scripts/precompress.mjs).
const compressed = spawnSync(process.execPath, [fileURLToPath(new URL('./precompress.mjs', import.meta.url))], { stdio: 'inherit' });
if (compressed.status !== 0) process.exit(compressed.status ?? 1);
for (const [name, make] of Object.entries(EDGE_FILES)) writeFileSync(fileURLToPath(new URL(`../dist/${name}`, import.meta.url)), make());
console.log(`wrote ${Object.keys(EDGE_FILES).join(', ')} into dist/ (scripts/deploy/config.mjs)`);
