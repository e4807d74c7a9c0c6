// Types of scripts/i18n/context-page.mjs, for the unit tests.
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}
export interface KeyEntry {
  id: string;
  role: string;
  box: Box | undefined;
  element: Element | undefined;
  nodes: Text[];
  text: string;
  n?: number;
}
export declare const TEXT_ATTRIBUTES: Record<string, string>;
export declare function roleOf(el: Element): string;
export declare function unionBox(boxes: (Box | undefined)[]): Box | undefined;
export declare function collectKeys(
  doc: Document,
  measure: { rangeBoxes: (node: Text, start: number, end: number) => Box[]; elementBox: (el: Element) => Box; visible: (el: Element) => boolean },
): KeyEntry[];
export declare function drawOverlay(doc: Document, entries: KeyEntry[], options?: { parent?: Element; scroll?: { x: number; y: number } }): HTMLElement;
export declare function overflowOf(el: Element, win: Window): string[];
export declare function fillerText(length: number): string;
export declare function searchMaxLength(englishLength: number, cap: number, set: (text: string) => void, overflows: () => boolean): number | undefined;
export declare function growthCap(englishLength: number): number;
