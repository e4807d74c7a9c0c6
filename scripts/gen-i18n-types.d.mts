// Types of scripts/gen-i18n-types.mjs, for the tests.
export declare function generateTypes(root?: string): string;
export declare function generateCoverage(root?: string): string;
export declare function generatedFiles(root?: string): { path: string; text: string }[];
export declare function staleGeneratedFiles(root?: string): { path: string; text: string }[];
