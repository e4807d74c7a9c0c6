import type { Plugin } from 'vite';
export function siteFonts(): Plugin;
