// Types of scripts/i18n-review.mjs, for tests/unit/i18n-check.test.ts.
export declare function runReview(root: string, argv: readonly string[]): { ok: boolean; text: string };
