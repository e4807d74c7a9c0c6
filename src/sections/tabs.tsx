import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styles from './tabs.module.scss';

export interface TabItem {
  /** Stable id (used in element ids and React keys). */
  id: string;
  label: ReactNode;
  content: ReactNode;
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
      return (current + 1) % count;
    case 'ArrowLeft':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

interface Props {
  items: readonly TabItem[];
  /** Accessible name of the tab list (e.g. "Regions"). */
  label: string;
  /** The tab selected first (default: the first one). */
  defaultIndex?: number;
  className?: string;
}

/**
 * Tabs following the WAI-ARIA tab pattern: roving tabindex, Left/Right/Home/End with automatic
 * activation. Every panel stays mounted (so a carousel inside keeps its place); the inactive ones
 * are `hidden`. The highlight and the panel fade take 300 ms, and nothing moves under
 * prefers-reduced-motion.
 */
export function Tabs({ items, label, defaultIndex = 0, className }: Props) {
  const uid = useId();
  const [selected, setSelected] = useState(() => clampTabIndex(defaultIndex, items.length));
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const active = clampTabIndex(selected, items.length);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const next = tabIndexForKey(event.key, active, items.length);
    if (next === null) return;
    event.preventDefault();
    setSelected(next);
    tabRefs.current[next]?.focus();
  };

  return (
    <div className={[styles.tabs, className].filter(Boolean).join(' ')}>
      <div role="tablist" aria-label={label} aria-orientation="horizontal" className={styles.list}>
        {items.map((item, i) => (
          <button
            key={item.id}
            ref={(el) => {
              tabRefs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${uid}-tab-${item.id}`}
            aria-selected={i === active}
            aria-controls={`${uid}-panel-${item.id}`}
            tabIndex={i === active ? 0 : -1}
            className={styles.tab}
            onClick={() => setSelected(i)}
            onKeyDown={onKeyDown}
          >
            {item.label}
          </button>
        ))}
      </div>
      {items.map((item, i) => (
        <div
          key={item.id}
          role="tabpanel"
          id={`${uid}-panel-${item.id}`}
          aria-labelledby={`${uid}-tab-${item.id}`}
          hidden={i !== active}
          tabIndex={0}
          className={styles.panel}
        >
          {item.content}
        </div>
      ))}
    </div>
  );
}
