import type { ReactNode } from 'react';
import { Reveal } from './reveal';
import styles from './point-list.module.scss';

export interface PointItem {
  id: string;
  title: ReactNode;
  text?: ReactNode;
}

/** A list of points (e.g. why choose us): numbered (`<ol>`) or ticked (`<ul>`), one or two columns. */
export function PointList({
  items,
  columns = 2,
  marker = 'check',
}: {
  items: readonly PointItem[];
  columns?: 1 | 2;
  marker?: 'number' | 'check';
}) {
  const List = marker === 'number' ? 'ol' : 'ul';
  return (
    <Reveal>
      <List className={[styles.list, styles[`cols${columns}`], styles[marker]].join(' ')}>
        {items.map((item) => (
          <li key={item.id} className={styles.item}>
            <span className={styles.marker} aria-hidden="true">
              {marker === 'check' && (
                <svg width="20" height="20" viewBox="0 0 24 24" focusable="false">
                  <path d="M5 12.5l4.5 4.5L19 7.5" fill="none" stroke="currentColor" strokeWidth="2.6" strokeLinecap="round" strokeLinejoin="round" />
                </svg>
              )}
            </span>
            <div>
              <h3 className={styles.title}>{item.title}</h3>
              {item.text && <p className={styles.text}>{item.text}</p>}
            </div>
          </li>
        ))}
      </List>
    </Reveal>
  );
}
