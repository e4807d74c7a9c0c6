import { useEffect, useRef, useState, type ElementType, type ReactNode } from 'react';
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
 * - `at-once`: shown as it first appeared, never faded (the first screenful, and everything until
 *   the observer has placed it);
 * - `waiting`: below the fold when the page appeared, hidden until it is scrolled to;
 * - `revealed`: faded in, once 20 px inside the viewport.
 */
type Phase = 'at-once' | 'waiting' | 'revealed';

/**
 * Fades its content in once it is 20 px inside the viewport. Content that is on screen when the
 * page appears (the first screenful) is shown at once: it is what the visitor came to read, and a
 * fade would only hold it back (and make it the page's late Largest Contentful Paint).
 *
 * Everything is rendered shown; the observer's first report, which the browser makes from the
 * layout it computes anyway for the first frame, hides what is below the fold. Measuring each block
 * while rendering (getBoundingClientRect in a layout effect) forced a layout per block before the
 * first paint: on the OOH page that was the boot's longest task. Hiding a block the visitor cannot
 * see changes no layout (opacity and transform only), so nothing shifts.
 *
 * Under prefers-reduced-motion, where IntersectionObserver is missing, and in prerendered
 * documents, the content is simply shown.
 */
export function Reveal({ as: Tag = 'div', className, children }: Props) {
  const ref = useRef<HTMLElement>(null);
  // Content of a prerendered document is on screen before any script runs: it stays shown.
  const prerendered = useServerOrHydrating();
  const [observed] = useState(() => !prerendered && !prefersReducedMotion() && typeof IntersectionObserver !== 'undefined');
  const [phase, setPhase] = useState<Phase>('at-once');

  useEffect(() => {
    const el = ref.current;
    if (!observed || !el) return;
    let first = true;
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries.at(-1);
        if (!entry) return;
        if (first) {
          first = false;
          // The root's bounds exclude the 20 px offset: any part of the block on screen keeps it.
          const { top, bottom } = entry.boundingClientRect;
          const viewportBottom = (entry.rootBounds?.bottom ?? window.innerHeight - REVEAL_OFFSET_PX) + REVEAL_OFFSET_PX;
          if (top < viewportBottom && bottom > 0) {
            observer.disconnect();
            return;
          }
          setPhase('waiting');
        }
        if (entry.isIntersecting) {
          setPhase('revealed');
          observer.disconnect();
        }
      },
      { rootMargin: `0px 0px -${REVEAL_OFFSET_PX}px 0px` },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [observed]);

  return (
    <Tag
      ref={ref}
      className={[styles.reveal, className].filter(Boolean).join(' ')}
      data-revealed={phase === 'waiting' ? 'false' : 'true'}
      data-at-once={phase === 'at-once' ? '' : undefined}
    >
      {children}
    </Tag>
  );
}
