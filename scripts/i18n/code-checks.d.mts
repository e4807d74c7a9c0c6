// Types of scripts/i18n/code-checks.mjs, for the tests.
export declare function allowPattern(pattern: string): RegExp;
