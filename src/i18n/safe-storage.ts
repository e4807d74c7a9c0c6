/**
 * Web storage that never throws. Privacy modes and blocked-storage settings make `localStorage`
 * (even reading the property) or its methods throw a SecurityError; every storage access of the
 * site goes through here, so a blocked store only means "nothing remembered".
 */
type Area = 'localStorage' | 'sessionStorage';

function store(area: Area): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : (window[area] ?? undefined);
  } catch {
    return undefined;
  }
}

export function readStorage(key: string, area: Area = 'localStorage'): string | undefined {
  try {
    return store(area)?.getItem(key) ?? undefined;
  } catch {
    return undefined;
  }
}

/** Returns whether the value was stored. */
export function writeStorage(key: string, value: string, area: Area = 'localStorage'): boolean {
  try {
    const s = store(area);
    if (!s) return false;
    s.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

/** Forgets a stored value; returns whether the store took the request. */
export function removeStorage(key: string, area: Area = 'localStorage'): boolean {
  try {
    const s = store(area);
    if (!s) return false;
    s.removeItem(key);
    return true;
  } catch {
    return false;
  }
}
