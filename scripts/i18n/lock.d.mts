// Types of scripts/i18n/lock.mjs, for the unit tests.
export interface Outdated {
  ns: string;
  key: string;
  file: string;
  newEnglish: string;
  oldEnglish: string | undefined;
  reason: 'changed' | 'unreviewed';
}
type Catalogues = Record<string, { data?: unknown }>;
export declare function hashText(text: string): string;
export declare function readLock(root: string, locale: string): Record<string, Record<string, string>>;
export declare function readSources(root: string): Record<string, string>;
export declare function outdatedKeys(root: string, locale: string, english: Catalogues, catalogues: Catalogues): Outdated[];
export declare function outdatedCounts(root: string, locale: string, english: Catalogues, catalogues: Catalogues): Record<string, number>;
export declare function describeOutdated(o: Outdated): string;
export declare function review(
  root: string,
  locale: string,
  english: Catalogues,
  catalogues: Catalogues,
  options?: { ns?: string; key?: string; keys?: string[]; allLocales?: string[]; sparse?: boolean },
): number;
