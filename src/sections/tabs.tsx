import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { clampTabIndex, tabIndexForKey } from './index-moves';
import styles from './tabs.module.scss';

export interface TabItem {
  /** Stable id (used in element ids and React keys). */
  id: string;
  label: ReactNode;
  content: ReactNode;
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
