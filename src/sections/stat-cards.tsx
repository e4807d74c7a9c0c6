import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import type { Namespace } from '../i18n/resources.gen';
import type { LooseT } from '../i18n/screen-meta';
import { Reveal } from './reveal';
import styles from './stat-cards.module.scss';

export interface StatItem {
  /** The figure as the visitor reads it, already formatted for the locale (e.g. "200K+", "20万+"). */
  figure: ReactNode;
  label: ReactNode;
  icon?: ReactNode;
  arrow?: 'up' | 'down';
}

/**
 * One figure from its catalogue object at `key` (`{ value, figure, label }`): the figure is
 * formatted from the value by the locale's policy (`{{value, compact}}+`, src/i18n/format.ts).
 */
export function statItem(t: TFunction<Namespace>, key: string, arrow?: 'up' | 'down'): StatItem {
  const tl = t as unknown as LooseT;
  return { figure: tl(`${key}.figure`, { value: Number(tl(`${key}.value`)) }), label: tl(`${key}.label`), ...(arrow ? { arrow } : {}) };
}

interface Props {
  items: readonly StatItem[];
  label?: string;
  tone?: 'light' | 'dark';
}

/** A row of headline statistics, as a description list so each figure is tied to its label. */
export function StatCards({ items, label, tone = 'light' }: Props) {
  return (
    <Reveal>
      <dl className={[styles.stats, styles[tone]].join(' ')} aria-label={label}>
        {items.map((item, i) => (
          <div key={i} className={styles.card}>
            {item.icon && <div className={styles.icon}>{item.icon}</div>}
            <dt className={styles.label}>{item.label}</dt>
            <dd className={styles.figure}>
              {item.figure}
              {item.arrow && (
                <svg className={styles.arrow} data-dir={item.arrow} width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                  <path d="M12 19V5M6 11l6-6 6 6" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" />
                </svg>
              )}
            </dd>
          </div>
        ))}
      </dl>
    </Reveal>
  );
}
