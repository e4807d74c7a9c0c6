// Types of scripts/i18n/source-scan.mjs, for the tests.
export interface SourceScan {
  literals: { value: string; line: number }[];
  patterns: { re: RegExp; line: number; text: string }[];
  declaredKeys: { key: string; line: number; via: string }[];
  nsLiterals: string[];
  keyPrefixes: string[];
  dynamicNs: boolean;
  dynamicReasons: string[];
}
export declare function templatePattern(parts: (string | null)[]): RegExp | null;
export declare function scanSource(text: string, fileName?: string): SourceScan;
