import { useEffect, useLayoutEffect, useRef, useState, type ElementType, type ReactNode } from 'react';
import styles from './reveal.module.scss';
import { useServerOrHydrating } from './use-hydrating';

export const REVEAL_OFFSET_PX = 20;

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-reduced-motion: reduce)').matches
    : false;
}

interface Props {
  as?: ElementType;
  className?: string;
  children: ReactNode;
}

/**
 * Fades its content in once it is 20 px inside the viewport. Content that is already on screen when
 * it mounts (the first screenful of a page) is shown at once: it is what the visitor came to read,
 * and a fade would only hold it back (and make it the page's late Largest Contentful Paint). Under prefers-reduced-motion, where IntersectionObserver is
 * missing, and in prerendered documents, the content is simply shown.
 */
export function Reveal({ as: Tag = 'div', className, children }: Props) {
  const ref = useRef<HTMLElement>(null);
  // Content of a prerendered document is on screen before any script runs: it stays shown.
  const prerendered = useServerOrHydrating();
  const [shown, setShown] = useState(() => prerendered || prefersReducedMotion() || typeof IntersectionObserver === 'undefined');
  const [atOnce, setAtOnce] = useState(false);

  // Before the first paint: on screen already? Then shown without the transition (the boot has
  // waited for the first screen's fonts, src/app/preload.ts).
  useLayoutEffect(() => {
    const el = ref.current;
    if (shown || !el) return;
    const box = el.getBoundingClientRect();
    if (box.top < window.innerHeight - REVEAL_OFFSET_PX && box.bottom > 0) {
      setAtOnce(true);
      setShown(true);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only where it first appears
  }, []);

  useEffect(() => {
    if (shown || !ref.current) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setShown(true);
          observer.disconnect();
        }
      },
      { rootMargin: `0px 0px -${REVEAL_OFFSET_PX}px 0px` },
    );
    observer.observe(ref.current);
    return () => observer.disconnect();
  }, [shown]);

  return (
    <Tag ref={ref} className={[styles.reveal, className].filter(Boolean).join(' ')} data-revealed={shown ? 'true' : 'false'} data-at-once={atOnce ? '' : undefined}>
      {children}
    </Tag>
  );
}
