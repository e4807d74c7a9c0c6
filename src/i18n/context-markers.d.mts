// Types of scripts/i18n/context-markers.mjs, which the app imports in the context build only.
export declare const MARK_OPEN: string;
export declare const MARK_END: string;
export declare function encodeId(id: string): string;
export declare function keyId(ns: string, key: string): string;
export declare function splitId(id: string): { ns: string; key: string };
export declare function markText(id: string, text: string): string;
export declare function markCatalogue<T>(ns: string, catalogue: T, prefix?: string): T;
export interface MarkedPiece {
  text: string;
  start: number;
  end: number;
  id: string | undefined;
}
export declare function parseMarked(text: string, stack?: string[]): MarkedPiece[];
export declare function stripMarkers(text: string): string;
export declare function idsIn(text: string): string[];
