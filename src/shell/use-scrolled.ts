import { useEffect, useState } from 'react';

export const HEADER_TINT_THRESHOLD = 500;
export const SCROLL_CHECK_MS = 50;

/** True once the page is scrolled past `threshold` px; scroll events are throttled to one check per 50 ms. */
export function useScrolledPast(threshold = HEADER_TINT_THRESHOLD): boolean {
  const [past, setPast] = useState(() => typeof window !== 'undefined' && window.scrollY > threshold);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      timer = undefined;
      setPast(window.scrollY > threshold);
    };
    const onScroll = () => {
      if (timer === undefined) timer = setTimeout(check, SCROLL_CHECK_MS);
    };
    check();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [threshold]);
  return past;
}
