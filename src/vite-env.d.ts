/// <reference types="vite/client" />

/** Build-time CJK font subsets of one locale (scripts/site-fonts.mjs): the shell's face, and each screen namespace's. */
declare module 'virtual:cjk-font/*' {
  export const common: () => Promise<unknown>;
  export const screens: Readonly<Record<string, (() => Promise<unknown>) | undefined>>;
}
