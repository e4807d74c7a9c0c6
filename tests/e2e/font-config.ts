import { fileURLToPath } from 'node:url';

/**
 * The fontconfig file (tests/fonts/<name>.conf) that decides which fonts the browser tests' Chromium
 * sees, whatever the host has installed: `no-cjk`, the default of every project (playwright.config.ts),
 * or `cjk`, a machine with Chinese, Japanese and Korean fonts of its own.
 */
export const fontConfig = (name: 'no-cjk' | 'cjk') => fileURLToPath(new URL(`../fonts/${name}.conf`, import.meta.url));
