/// <reference types="vite/client" />

/** The contact phone, from the build's environment (`CONTACT_PHONE`, vite.config.ts `define`); '' when unset. */
declare const __CONTACT_PHONE__: string;

/**
 * Build-time CJK font subsets of one locale (scripts/site-fonts.mjs): the family names (the
 * visitor's own fonts, then the subset), the shell's face and each screen namespace's, each with
 * its stylesheet's loader, its font file and a character that only it has.
 */
declare module 'virtual:cjk-font/*' {
  interface Face {
    load: () => Promise<unknown>;
    /** The face's font file (its address in the build). */
    file: string;
    sample: string;
  }
  export const family: string;
  export const local: string;
  /** The family of the first screenful's faces. */
  export const firstFamily: string;
  /** The blank face (scripts/fonts/blank.mjs), a TrueType file in base64 (empty in unit tests), and its family. */
  export const blank: string;
  export const blankFamily: string;
  export const common: Face;
  export const screens: Readonly<Record<string, Face | undefined>>;
  /** Per screen namespace, the face of its first screenful's characters (the header's too). */
  export const first: Readonly<Record<string, Face | undefined>>;
}

/** The local-only faces (the visitor's own CJK fonts) of every CJK locale (scripts/site-fonts.mjs). */
declare module 'virtual:cjk-local-faces.css';
