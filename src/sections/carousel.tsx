import { useId, useState, type ReactNode } from 'react';
import { CAROUSEL_COUNTER_ATTRIBUTE, CAROUSEL_STEP_ATTRIBUTE } from '../config/site';
import styles from './carousel.module.scss';
import { useSwipe } from './use-swipe';
import { cssomStyle } from './cssom-style';
import { nextIndex, previousIndex, wrapIndex } from './index-moves';

export interface CarouselSlide {
  id: string;
  content: ReactNode;
}

/** Every label comes from the page's own namespace, so the component needs no catalogue of its own. */
export interface CarouselLabels {
  previous: string;
  next: string;
  /** Name of a slide, e.g. (2, 4) → "2 of 4". */
  slide: (position: number, total: number) => string;
  /** The words announced for the roles (aria-roledescription), e.g. "carousel" and "slide". */
  carouselRole: string;
  slideRole: string;
}

interface Props {
  slides: readonly CarouselSlide[];
  /** Accessible name of the carousel (e.g. "China ad formats"). */
  label: string;
  labels: CarouselLabels;
  className?: string;
}

function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d={direction === 'left' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * A carousel (WAI-ARIA carousel pattern, no autoplay): labelled previous/next buttons that wrap in
 * both directions, one slide shown at a time with a 500 ms slide (none under
 * prefers-reduced-motion); a horizontal swipe on a touch screen does the same as the buttons.
 * Slides out of view are inert, so focus never lands on hidden content,
 * and the change of slide is announced politely.
 */
export function Carousel({ slides, label, labels, className }: Props) {
  const uid = useId();
  const [index, setIndex] = useState(0);
  const count = slides.length;
  const current = wrapIndex(index, count);
  const trackId = `${uid}-slides`;
  const swipe = useSwipe((direction) => {
    if (count > 1) setIndex(direction === 'next' ? nextIndex(current, count) : previousIndex(current, count));
  });

  return (
    <section aria-roledescription={labels.carouselRole} aria-label={label} className={[styles.carousel, className].filter(Boolean).join(' ')}>
      {count > 1 && (
        <div className={styles.controls}>
          <button
            type="button"
            className={styles.arrow}
            aria-controls={trackId}
            aria-label={labels.previous}
            {...{ [CAROUSEL_STEP_ATTRIBUTE]: -1 }}
            onClick={() => setIndex(previousIndex(current, count))}
          >
            <Chevron direction="left" />
          </button>
          <p className={styles.counter} aria-hidden="true" {...{ [CAROUSEL_COUNTER_ATTRIBUTE]: '' }}>
            {labels.slide(current + 1, count)}
          </p>
          <button
            type="button"
            className={styles.arrow}
            aria-controls={trackId}
            aria-label={labels.next}
            {...{ [CAROUSEL_STEP_ATTRIBUTE]: 1 }}
            onClick={() => setIndex(nextIndex(current, count))}
          >
            <Chevron direction="right" />
          </button>
        </div>
      )}
      <div className={styles.viewport} {...swipe}>
        <div id={trackId} className={styles.track} aria-live="polite" ref={cssomStyle({ transform: `translateX(${-100 * current}%)` })}>
          {slides.map((slide, i) => (
            <div
              key={slide.id}
              role="group"
              aria-roledescription={labels.slideRole}
              aria-label={labels.slide(i + 1, count)}
              aria-hidden={i === current ? undefined : true}
              inert={i !== current}
              data-current={i === current}
              className={styles.slide}
            >
              {slide.content}
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
