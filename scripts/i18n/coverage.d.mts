// Types of scripts/i18n/coverage.mjs (used by the unit tests).
export declare const OFFER_THRESHOLD: number;
export interface Coverage {
  namespaces: Record<string, { total: number; translated: number; state: 'ok' | 'missing' | 'invalid' }>;
  total: number;
  translated: number;
  /** Texts with attributes inside a tag: such a locale is never offered. */
  unsafe: number;
  ratio: number;
}
type Catalogues = Record<string, { file?: string; data?: Record<string, unknown> }>;
export declare function loadCatalogues(root: string, locale: string): Catalogues;
/** An edition's overlay laid over its base's catalogues (what the site shows); others as loadCatalogues(). */
export declare function loadShownCatalogues(root: string, locale: string, locales?: readonly { code: string; base?: string }[]): Catalogues;
export declare function hasLocaleFolder(root: string, locale: string): boolean;
export declare function coverageOf(english: Catalogues, catalogues: Catalogues, locale: string): Coverage;
export declare function offeredLocales(
  locales: readonly { code: string; state: string }[],
  coverageByLocale: Record<string, Pick<Coverage, 'ratio' | 'unsafe'> | undefined>,
  threshold?: number,
): string[];
