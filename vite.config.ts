import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { CSP_META } from './scripts/csp.mjs';

function contentSecurityPolicy(): Plugin {
  return {
    name: 'content-security-policy',
    apply: 'build',
    transformIndexHtml: () => [
      { tag: 'meta', attrs: { 'http-equiv': 'Content-Security-Policy', content: CSP_META }, injectTo: 'head-prepend' },
    ],
  };
}

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

// Relative base: the built site works from any folder and from 127.0.0.1 alike.
export default defineConfig({
  base: './',
  plugins: [react(), contentSecurityPolicy(), manifestBesideOutput()],
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
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./tests/unit/setup.ts'],
    include: ['tests/unit/**/*.test.{ts,tsx}', 'scripts/**/*.test.mjs'],
    css: { modules: { classNameStrategy: 'non-scoped' } },
  },
});
