// Types of scripts/i18n-export.mjs, for the unit tests.
export declare function runExport(root: string, argv: string[]): Promise<{ ok: boolean; text: string }>;
