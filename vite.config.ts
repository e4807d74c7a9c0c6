import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, resolve } from 'node:path';
import ts from 'typescript';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { CSP_META } from './scripts/csp.mjs';
import { ARRIVAL_GUARD_SOURCE } from './src/app/arrival-guard.ts';
import { thaiLineBreaks } from './scripts/i18n/thai-words.mjs';
import { siteFonts } from './scripts/site-fonts.mjs';

/**
 * The policy and the arrival guard (src/app/arrival-guard.ts, as written: the policy allows it by its
 * hash) go right after the head's `<meta charset>` and `<meta name="viewport">`, before any script or
 * style: the charset must be declared within a document's first 1024 bytes, and the guard alone is
 * longer (record 0022).
 */
function contentSecurityPolicy(): Plugin {
  return {
    name: 'content-security-policy',
    apply: 'build',
    transformIndexHtml(html) {
      const viewport = /<meta name="viewport"[^>]*>\n?/.exec(html);
      const charset = html.indexOf('<meta charset="UTF-8" />');
      if (!viewport || charset < 0 || charset > viewport.index || html.slice(0, charset).includes('<script')) {
        throw new Error('content-security-policy: index.html must open its head with <meta charset="UTF-8" /> and <meta name="viewport">');
      }
      const at = viewport.index + viewport[0].length;
      const tags = `    <meta http-equiv="Content-Security-Policy" content="${CSP_META}">\n    <script>${ARRIVAL_GUARD_SOURCE}</script>\n`;
      return html.slice(0, at) + tags + html.slice(at);
    },
  };
}

/**
 * The site's icon travels in each document as a `data:` URL (public/favicon.svg, 565 bytes, also
 * served as a file). Asked for as a file, it was one more request the browser makes beside the
 * first screen's, on a connection of its own, and Lighthouse counts every request made before the
 * largest paint on that paint's path: on a page whose largest paint is a picture (a seminar's), the
 * icon's new connection was what it waited for.
 */
function iconInDocument(): Plugin {
  return {
    name: 'icon-in-document',
    apply: 'build',
    transformIndexHtml(html) {
      const svg = readFileSync(resolve(import.meta.dirname, 'public/favicon.svg'), 'utf8').trim();
      const link = 'href="/favicon.svg"';
      if (!html.includes(link)) throw new Error(`icon-in-document: index.html no longer links ${link}`);
      return html.replace(link, `href="data:image/svg+xml,${encodeURIComponent(svg)}"`);
    },
  };
}

/** Unit tests of pure logic (scripts, formatters): they run in Node, without a DOM. */
const NODE_TESTS = [
  'scripts/**/*.test.mjs',
  'tests/api/**/*.test.ts',
  'tests/unit/{front-door,site-manifest,format,figures,i18n-check,i18n-pseudo,i18n-xliff,i18n-context,i18n-crowdin,no-hardcoded-text}.test.ts',
];

const MANIFEST = '.vite/manifest.json';

/**
 * The build manifest (it lists source paths) is not published: it is taken out of the output
 * folder and written next to it, `<outDir>.manifest.json` (dist.manifest.json), where
 * `npm run bench` reads it.
 */
function manifestBesideOutput(): Plugin {
  let outDir = '';
  let manifest: string | Uint8Array | undefined;
  return {
    name: 'manifest-beside-output',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const asset = bundle[MANIFEST];
        if (asset?.type !== 'asset') return;
        manifest = asset.source;
        delete bundle[MANIFEST];
      },
    },
    writeBundle() {
      if (manifest === undefined) return;
      const file = `${outDir}.manifest.json`;
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, manifest);
    },
  };
}


/**
 * The relative modules a source file imports at run time, read with TypeScript's parser: its
 * `import … from`, `export … from` and bare `import '…'` statements, leaving out type-only ones.
 */
function staticImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  const specs: string[] = [];
  for (const node of source.statements) {
    const typeOnly =
      (ts.isImportDeclaration(node) && node.importClause?.isTypeOnly) || (ts.isExportDeclaration(node) && node.isTypeOnly);
    const spec = (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier;
    if (!typeOnly && spec && ts.isStringLiteral(spec) && /^\.{1,2}\//.test(spec.text)) specs.push(spec.text);
  }
  return specs;
}

/**
 * The source files the entry (src/main.tsx) imports statically, directly or not: they are in the
 * entry chunk, so the shared-sections chunk below must not take any of them (the entry would then
 * import that chunk while it imports the entry: a cycle in which one runs before the other).
 */
function entryModules(entry: string): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const spec of staticImports(file)) {
      const base = resolve(dirname(file), spec);
      const found = [`${base}.ts`, `${base}.tsx`, `${base}/index.ts`, base].find((f) => existsSync(f));
      // Styles and assets are modules of the entry too; only source files import further.
      if (found && /\.tsx?$/.test(found)) visit(found);
      else if (found) seen.add(found);
    }
  };
  visit(resolve(import.meta.dirname, entry));
  return seen;
}

/**
 * Chunks. By default every set of sections shared by a different set of screens became a chunk of
 * its own: a first visit fetched 8–16 files of 1–5 KB after the entry (each with its own CSS file),
 * six at a time over HTTP/1.1, one round trip per batch. Now the sections, content and artwork that
 * at least four screens share (with react-i18next's `Trans`), never the entry's own modules, are
 * one chunk with one stylesheet (11 KB + 3 KB gzip); what fewer screens use stays with them. A
 * screen needs 4–6 files after the entry.
 */
const SHARED = /[\\/]src[\\/](sections|content|assets)[\\/]|[\\/]node_modules[\\/](react-i18next[\\/]dist[\\/]es[\\/]Trans|html-parse-stringify)/;

/** Except the logo rows: their icon data (simple-icons, 13 KB gzip) comes only with the screens that show logos. */
const LOGOS = /[\\/]src[\\/](content[\\/]logos|sections[\\/](logo-row|service-page))\./;

function sectionChunks() {
  const inEntry = entryModules('src/main.tsx');
  return {
    includeDependenciesRecursively: false,
    groups: [
      {
        name: 'sections',
        test: (id: string) => SHARED.test(id) && !LOGOS.test(id) && !inEntry.has(id.split('?')[0]),
        minShareCount: 4,
      },
    ],
  };
}

// The site is served from the root of its domain: absolute asset URLs (/assets/…), so the
// prerendered documents in nested folders (/th/services/wechat/) load the same files as the root.
export default defineConfig({
  base: '/',
  // The contact phone of the seminar pages, a build-time setting (`CONTACT_PHONE=… npm run build`,
  // README); unset, the pages show no number and point to the contact form (src/config/site.ts).
  define: { __CONTACT_PHONE__: JSON.stringify((process.env.CONTACT_PHONE ?? '').trim()) },
  plugins: [react(), contentSecurityPolicy(), iconInDocument(), manifestBesideOutput(), thaiLineBreaks(import.meta.dirname), siteFonts()],
  css: {
    modules: { localsConvention: 'camelCaseOnly' },
  },
  build: {
    target: 'es2022',
    // Pictures are files, never `data:` URLs: a picture shown several times on a page (the OOH
    // formats, the seminars) was written out in full each time, and a document's HTML was half
    // pictures (79 of the 174 KB of /en/services/ooh/) for the browser to parse before its text.
    // As files, each comes once, lazily, and stays cached. Other small assets stay inline.
    assetsInlineLimit: (file: string) => (file.endsWith('.svg') ? false : undefined),
    manifest: true,
    chunkSizeWarningLimit: 600,
    rolldownOptions: { output: { codeSplitting: sectionChunks() } },
  },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  test: {
    globals: true,
    setupFiles: ['./tests/unit/setup.ts'],
    css: { modules: { classNameStrategy: 'non-scoped' } },
    // Generous, explicit limits: a loaded 2-core machine renders a big page in jsdom several times
    // slower than an idle one, and the 5 s default turned slow runs red.
    testTimeout: 20_000,
    hookTimeout: 30_000,
    // One retry in CI, as for the browser tests: a test that needed it is listed as flaky by
    // scripts/test-all.mjs (its failed try stays in the report), so a retry hides nothing.
    retry: process.env.CI ? 1 : 0,
    // A worker per core: Vitest leaves one core free by default, which on a 2-core machine is one
    // worker for all files (measured: 74 s → 48 s for the whole suite).
    maxWorkers: availableParallelism(),
    // Pure logic in Node; components in jsdom, on the vmThreads pool, which sets jsdom up once per
    // worker and still runs each file in its own context (isolate: false shares modules across
    // files, which these tests do not survive). Measured: 211 s → 140 s for the same 382 tests.
    projects: [
      { extends: true, test: { name: 'node', environment: 'node', include: NODE_TESTS } },
      { extends: true, test: { name: 'dom', environment: 'jsdom', include: ['tests/unit/**/*.test.{ts,tsx}'], exclude: NODE_TESTS, pool: 'vmThreads' } },
    ],
  },
});
