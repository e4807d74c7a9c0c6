/// <reference types="vite/client" />

/** Build-time CJK font subsets (scripts/site-fonts.mjs). */
declare module 'virtual:cjk-font/*';
