// Types of scripts/i18n-check.mjs, for tests/unit/i18n-check.test.ts.
export interface CheckResult {
  /** Every failure, each naming file, key and problem. */
  errors: string[];
  groups: { english: string[]; code: string[]; generated: string[]; shipped: string[]; glossary: string[]; outdated: string[] };
  /** Reported, never failing: keys English does not have, leftovers. */
  notes: string[];
  /** Glossary terms marked `warning` without their approved rendering (failing only with `strict`). */
  warnings: string[];
  /** In-progress (`next`) locales: a summary line and their problems (not blocking). */
  progress: { code: string; summary: string; problems: string[] }[];
  coverage: Record<string, { total: number; translated: number; ratio: number }>;
  locales: { code: string; label: string; state: 'shipped' | 'next' }[];
}
export declare function runCheck(root?: string, options?: { checkCode?: boolean; checkGenerated?: boolean; strict?: boolean }): Promise<CheckResult>;
type Catalogues = Record<string, { file?: string; data?: Record<string, unknown>; error?: string }>;
/** An edition's overlay against English and its base: one message per problem, naming file and key. */
export declare function checkOverlay(english: Catalogues, own: Catalogues, baseCatalogues: Catalogues, code: string, base: string): string[];
