export const HEADER_ONLY_DIRECTIVES: readonly string[];
export const CSP_META: string;
export const CSP_HEADER: string;
export const INLINE_SCRIPTS: readonly string[];
export function scriptHash(source: string): string;
export function styleHash(source: string): string;
export function documentPolicy(inline?: { styles?: readonly string[] }): string;
