/** The blank face's family. */
export const BLANK_FAMILY: string;
/** The code point ranges the blank glyph covers, as [first, last]. */
export const BLANK_RANGES: readonly (readonly [number, number])[];
/** The blank font, a TrueType file. */
export function blankFont(family?: string): Buffer;
