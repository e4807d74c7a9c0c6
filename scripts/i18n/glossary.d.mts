// Types of scripts/i18n/glossary.mjs, for the unit tests.
export interface GlossaryEntry {
  en: string;
  kind: 'brand' | 'term';
  level?: 'error' | 'warning';
  caseSensitive?: boolean;
  renderings?: Record<string, string | string[]>;
  avoid?: Record<string, string[]>;
  optOut?: string[];
  except?: string[];
}
/** Words that make a claim, allowed in a translation only where its English makes it (`en` triggers). */
export interface GlossaryClaim {
  claim: string;
  en: string[];
  terms: Record<string, string[]>;
  ignore?: Record<string, string[]>;
  instead?: Record<string, string>;
  except?: string[];
  level?: 'error' | 'warning';
}
export interface Glossary {
  entries: GlossaryEntry[];
  thaiWords: string[];
  claims?: GlossaryClaim[];
}
export interface GlossaryProblem {
  level: 'error' | 'warning';
  file: string;
  key: string;
  term: string;
  expected: string;
  message: string;
}
export const GLOSSARY_FILE: string;
export function readGlossary(root: string): Glossary;
export function renderingsFor(entry: GlossaryEntry, locale: string): string[] | undefined;
export function checkClaims(
  glossary: Glossary,
  locale: string,
  english: Record<string, { data?: unknown }>,
  catalogues: Record<string, { data?: unknown }>,
): GlossaryProblem[];
export function checkGlossary(
  glossary: Glossary,
  locale: string,
  english: Record<string, { data?: unknown }>,
  catalogues: Record<string, { data?: unknown }>,
): GlossaryProblem[];
