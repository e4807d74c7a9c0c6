import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { CSP_META } from './scripts/csp.mjs';
import { thaiLineBreaks } from './scripts/i18n/thai-words.mjs';
import { siteFonts } from './scripts/site-fonts.mjs';

function contentSecurityPolicy(): Plugin {
  return {
    name: 'content-security-policy',
    apply: 'build',
    transformIndexHtml: () => [
      { tag: 'meta', attrs: { 'http-equiv': 'Content-Security-Policy', content: CSP_META }, injectTo: 'head-prepend' },
    ],
  };
}

/** Unit tests of pure logic (scripts, formatters): they run in Node, without a DOM. */
const NODE_TESTS = ['scripts/**/*.test.mjs', 'tests/unit/format.test.ts', 'tests/unit/i18n-{check,lint,pseudo}.test.ts'];

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


// The site is served from the root of its domain: absolute asset URLs (/assets/…), so the
// prerendered documents in nested folders (/th/services/wechat/) load the same files as the root.
export default defineConfig({
  base: '/',
  plugins: [react(), contentSecurityPolicy(), manifestBesideOutput(), thaiLineBreaks(import.meta.dirname), siteFonts()],
  css: {
    modules: { localsConvention: 'camelCaseOnly' },
  },
  build: {
    target: 'es2022',
    assetsInlineLimit: 2048,
    manifest: true,
    chunkSizeWarningLimit: 600,
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
    // Pure logic in Node; components in jsdom, on the vmThreads pool, which sets jsdom up once per
    // worker and still runs each file in its own context (isolate: false shares modules across
    // files, which these tests do not survive). Measured: 211 s → 140 s for the same 382 tests.
    projects: [
      { extends: true, test: { name: 'node', environment: 'node', include: NODE_TESTS } },
      { extends: true, test: { name: 'dom', environment: 'jsdom', include: ['tests/unit/**/*.test.{ts,tsx}'], exclude: NODE_TESTS, pool: 'vmThreads' } },
    ],
  },
});
