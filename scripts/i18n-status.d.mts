// Types of scripts/i18n-status.mjs (used by the unit tests).
export declare function statusTable(root?: string): { text: string; coverage: Record<string, { ratio: number; translated: number; total: number }>; outdated: Record<string, Record<string, number>> };
export declare function localeDetail(root: string, code: string): { text: string; ok: boolean };
