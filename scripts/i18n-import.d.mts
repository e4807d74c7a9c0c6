// Types of scripts/i18n-import.mjs, for the unit tests.
export declare function runImport(root: string, argv: string[]): Promise<{ ok: boolean; text: string }>;
