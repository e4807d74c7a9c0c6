import type { Plugin } from 'vite';
export const WORD_JOINER: string;
export function thaiWordJoiner(words: readonly string[]): (text: string) => string;
export function mapStrings(value: unknown, fn: (s: string) => string): unknown;
export function thaiLineBreaks(root: string): Plugin;
