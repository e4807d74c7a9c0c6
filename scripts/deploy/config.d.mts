// Types of the parts of scripts/deploy/config.mjs the TypeScript tests read.
export const SECURITY_HEADERS: readonly (readonly [string, string])[];
export const HASHED_DIR: string;
export const CACHE_IMMUTABLE: string;
export const CACHE_REVALIDATE: string;
export const CACHE_ERROR: string;
export const CANONICAL_STATUS: number;
export const MAX_RANGES: number;
export const NOT_SERVED: readonly string[];
export const LOCALE_REDIRECTS: readonly { from: string; to: string }[];
export const EDGE_FILES: Readonly<Record<string, () => string>>;
export const FRONT_DOOR_REDIRECT_STATUS: number;
export function nginxConf(options?: { root?: string; listen?: string; api?: string }): string;
export function nginxFrontDoorMaps(): string;
