// Types of scripts/i18n/context-store.mjs, for the unit tests.
export interface KeyContext {
  note?: string;
  maxLength?: number;
  roles?: string[];
  screens?: string[];
  documents?: string[];
}
export interface Observation {
  id: string;
  screen: string;
  device: string;
  role: string;
  visible: boolean;
  maxLength?: number | null;
}
export declare const CONTEXT_DIR: string;
export declare const SHOTS_DIR: string;
export declare const MEASURED_FIELDS: string[];
export declare const EVERY_SCREEN: string;
export declare function readContext(root: string): Record<string, Record<string, KeyContext>>;
export declare function readShotsIndex(root: string): unknown;
export declare function writeMeasured(root: string, englishKeys: Record<string, string[]>, measured: Record<string, Record<string, KeyContext>>): void;
export declare function mergeObservations(observations: Observation[], allScreens: string[]): Record<string, Record<string, Required<Omit<KeyContext, 'note' | 'maxLength'>> & { maxLength: number | undefined }>>;
export declare function formatContext(entries: Record<string, KeyContext>): string;
