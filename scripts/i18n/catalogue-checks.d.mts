// Types of scripts/i18n/catalogue-checks.mjs, for the tests.
export interface Problem {
  kind: 'missing' | 'empty' | 'type' | 'placeholders' | 'formatter' | 'tags' | 'unclosed' | 'attributes' | 'nesting' | 'plural' | 'extra';
  key: string;
  message: string;
}
export declare function flatten(obj: unknown): Record<string, unknown>;
export declare function placeholdersOf(text: string): { name: string; format: string }[];
export declare function tagsOf(text: string): { names: string[]; withAttributes: string[]; unbalanced: string[] };
export declare function nestingOf(text: string): string[];
export declare function pluralCategories(locale: string): string[];
export declare function expectedKeys(en: unknown, locale: string): string[];
export declare function checkEnglish(en: unknown): Problem[];
export declare function compareCatalogue(en: unknown, target: unknown, options?: { locale?: string }): Problem[];
export declare function compareStrings(key: string, enValue: string, value: string): Problem[];
export declare function parseJson(text: string): { data?: Record<string, unknown>; error?: string; line?: number; column?: number };
