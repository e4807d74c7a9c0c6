import { fileURLToPath } from 'node:url';

/**
 * The fontconfig file (tests/fonts/<name>.conf) that decides which fonts the browser tests' Chromium
 * sees, whatever the host has installed: `no-cjk`, the default of every project (playwright.config.ts),
 * `cjk`, a machine with Chinese, Japanese and Korean fonts of its own, or `no-thai`, a machine
 * without a Thai font.
 */
export const FONT_CONFIGS = ['no-cjk', 'cjk', 'no-thai'] as const;
export type FontConfigName = (typeof FONT_CONFIGS)[number];

export const fontConfig = (name: FontConfigName) => fileURLToPath(new URL(`../fonts/${name}.conf`, import.meta.url));
