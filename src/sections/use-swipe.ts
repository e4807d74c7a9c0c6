import { useRef, type PointerEvent } from 'react';

/** Shortest horizontal travel (px) that counts as a swipe. */
export const SWIPE_DISTANCE = 40;

/**
 * The direction of a finished gesture: 'next' for a swipe to the left, 'previous' for one to the
 * right, null when it moved too little or mostly vertically (a scroll).
 */
export function swipeDirection(dx: number, dy: number, min = SWIPE_DISTANCE): 'next' | 'previous' | null {
  if (!Number.isFinite(dx) || !Number.isFinite(dy)) return null;
  if (Math.abs(dx) < min || Math.abs(dx) <= Math.abs(dy)) return null;
  return dx < 0 ? 'next' : 'previous';
}

/**
 * Pointer handlers that turn a horizontal touch or pen swipe into 'next' / 'previous'. Mouse drags
 * are left alone (mouse users have the buttons). Pair with `touch-action: pan-y` on the element so
 * vertical scrolling stays with the browser.
 */
export function useSwipe(onSwipe: (direction: 'next' | 'previous') => void) {
  const start = useRef<{ id: number; x: number; y: number } | null>(null);
  return {
    onPointerDown(e: PointerEvent<HTMLElement>) {
      start.current = e.pointerType === 'mouse' ? null : { id: e.pointerId, x: e.clientX, y: e.clientY };
    },
    onPointerUp(e: PointerEvent<HTMLElement>) {
      const s = start.current;
      start.current = null;
      if (!s || s.id !== e.pointerId) return;
      const direction = swipeDirection(e.clientX - s.x, e.clientY - s.y);
      if (direction) onSwipe(direction);
    },
    onPointerCancel() {
      start.current = null;
    },
  };
}
