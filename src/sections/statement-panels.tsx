import type { ReactNode } from 'react';
import { Reveal } from './reveal';
import styles from './statement-panels.module.scss';

export interface StatementItem {
  id: string;
  title: ReactNode;
  text: ReactNode;
  /** Decorative icon (inline SVG with aria-hidden). */
  icon?: ReactNode;
}

interface Props {
  items: readonly StatementItem[];
  /** 'dark' for use inside a dark Section, 'light' on plain or alt backgrounds. */
  tone?: 'light' | 'dark';
}

/** Side-by-side statements with an icon, a heading (h3) and a paragraph: vision and mission, values. */
export function StatementPanels({ items, tone = 'light' }: Props) {
  return (
    <ul className={[styles.panels, styles[tone]].join(' ')}>
      {items.map((item) => (
        <Reveal as="li" key={item.id} className={styles.panel}>
          {item.icon && <div className={styles.icon}>{item.icon}</div>}
          <h3 className={styles.title}>{item.title}</h3>
          <p className={styles.text}>{item.text}</p>
        </Reveal>
      ))}
    </ul>
  );
}
