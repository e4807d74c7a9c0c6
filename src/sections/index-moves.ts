/**
 * Which item a tab list or a carousel moves to: pure index arithmetic, shared by the components
 * (tabs.tsx, carousel.tsx) and by the stand-ins a document gets when the app cannot take it over
 * (src/app/take-over.ts), which must not pull the components' styles into the entry.
 */

/** Brings any index into 0…count-1, wrapping in both directions (0 when there are no slides). */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0 || !Number.isFinite(index)) return 0;
  const i = Math.trunc(index);
  return ((i % count) + count) % count;
}

/** The slide after `index`: from the last slide back to the first. */
export function nextIndex(index: number, count: number): number {
  return wrapIndex(index + 1, count);
}

/** The slide before `index`: from the first slide round to the last. */
export function previousIndex(index: number, count: number): number {
  return wrapIndex(index - 1, count);
}

/** Keeps an index inside 0…count-1 (0 when there is nothing to select). */
export function clampTabIndex(index: number, count: number): number {
  if (count <= 0 || !Number.isFinite(index)) return 0;
  return Math.min(Math.max(0, Math.trunc(index)), count - 1);
}

/**
 * The tab a key moves the selection to (WAI-ARIA tab pattern, horizontal): Right and Left wrap
 * around, Home and End go to the first and last tab. `null` for any other key.
 */
export function tabIndexForKey(key: string, current: number, count: number): number | null {
  if (count <= 0) return null;
  switch (key) {
    case 'ArrowRight':
      return nextIndex(current, count);
    case 'ArrowLeft':
      return previousIndex(current, count);
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
