// Types of scripts/i18n/pseudo.mjs, which the app imports in development and in the pseudo test build.
export declare const PSEUDO_LOCALE: 'pseudo';
export declare const PSEUDO_OPEN: string;
export declare const PSEUDO_CLOSE: string;
export declare const EXPANSION: number;
/** Every accented character the pseudo-locale shows. */
export declare const PSEUDO_CHARACTERS: string;
export declare function pseudoLocalize<T>(value: T): T;
export declare function pseudoCatalogue<T>(catalogue: T): T;
