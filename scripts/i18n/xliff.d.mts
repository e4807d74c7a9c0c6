// Types of scripts/i18n/xliff.mjs, for the unit tests.
export type UnitState = 'new' | 'broken' | 'outdated' | 'translated' | 'reviewed';
export declare const XLIFF_STATE: Record<UnitState, string>;
export interface Unit {
  ns: string;
  key: string;
  source: string;
  target: string;
  state: UnitState;
  maxLength: number | undefined;
  notes: string[];
  shots: string[];
}
export interface ParsedUnit {
  ns: string;
  key: string;
  source: unknown;
  target: unknown;
  approved: boolean;
  maxwidth: string | undefined;
}
export interface ImportProblem {
  ns: string;
  key: string;
  message: string;
}
export interface ImportCheck {
  locale: string | undefined;
  problems: ImportProblem[];
  changes: { ns: string; key: string; text: string }[];
  confirmed: { ns: string; key: string }[];
}
export type CodePiece = string | { code: string; kind: 'ph' | 'open' | 'close'; name?: string };
export declare function splitCodes(text: string): CodePiece[];
export declare function toInline(text: string, sourceIds?: unknown): { value: unknown; ids: unknown };
export declare function fromInline(value: unknown, sourceValue: unknown): { text: string; problems: string[] };
export declare function buildUnits(root: string, locale: string, options?: { outdatedOnly?: boolean }): Unit[];
export declare function writeXliff(units: Unit[], locale: string): Promise<string>;
export declare function readXliff(text: string): Promise<{ locale: string | undefined; sourceLocale: string | undefined; units: ParsedUnit[] }>;
export declare function scriptsOf(locale: string): string[];
export declare function scriptProblem(locale: string, target: string, english: string, keptNames?: string[]): string | undefined;
export declare function checkImport(root: string, parsed: { locale: string | undefined; sourceLocale?: string; units: ParsedUnit[] }, options: { knownLocales: string[] }): ImportCheck;
export declare function applyImport(root: string, check: ImportCheck, options: { allLocales: string[] }): number;
export declare function locateString(text: string, key: string): [number, number] | undefined;
export declare function describeProblems(problems: ImportProblem[]): string;
