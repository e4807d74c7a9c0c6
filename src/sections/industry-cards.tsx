import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Reveal } from './reveal';
import type { SitePath } from './service-descriptor';
import styles from './industry-cards.module.scss';

/** Line icons of the industry cards (original artwork, decorative: aria-hidden). */
const INDUSTRY_PATHS = {
  education: 'M2 9l10-5l10 5l-10 5zM6 11v5c0 1.6 2.7 3 6 3s6-1.4 6-3v-5M22 9v6',
  finance: 'M3 10l9-6l9 6M5 10v8M9.5 10v8M14.5 10v8M19 10v8M3 20h18',
  beauty: 'M10 3h4v4l2 3v10a1 1 0 0 1-1 1H9a1 1 0 0 1-1-1V10l2-3zM8 13h8',
  property: 'M3 11l9-7l9 7M5 9.5V20h14V9.5M10 20v-6h4v6',
  fmcg: 'M3 9h18l-2 11H5zM8 9l4-6l4 6M9 13v4M12 13v4M15 13v4',
  retail: 'M4 4h16l1 5H3zM5 9v11h14V9M9 20v-6h6v6',
  ecommerce: 'M3 5h18v11H3zM8 20h8M12 16v4M9 9h6l-1 3h-4z',
  travel: 'M4 7h16v13H4zM9 7V5a1 1 0 0 1 1-1h4a1 1 0 0 1 1 1v2M9 11v6M15 11v6',
  automotive: 'M3 15v-3l2.5-5h13l2.5 5v3a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1zM3 12h18M7 18a2 2 0 1 0 0-4a2 2 0 0 0 0 4zM17 18a2 2 0 1 0 0-4a2 2 0 0 0 0 4z',
} as const;

export type IndustryIconName = keyof typeof INDUSTRY_PATHS;

export interface IndustryCardItem {
  id: string;
  title: ReactNode;
  text: ReactNode;
  icon?: IndustryIconName;
  /** The card's optional link (SEE INSIGHT / SEE SHOWCASE). */
  see?: { label: ReactNode; to: SitePath };
  /** Whether the `see` link is shown; the link is not rendered at all while this is false. */
  isSee: boolean;
}

/** Industry cards: icon, h3 title, text with inline links, and an optional link shown only when `isSee`. */
export function IndustryCards({ items }: { items: readonly IndustryCardItem[] }) {
  return (
    <ul className={styles.grid}>
      {items.map((item) => (
        <Reveal as="li" key={item.id} className={styles.card}>
          {item.icon && (
            <span className={styles.icon}>
              <svg width="30" height="30" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path
                  d={INDUSTRY_PATHS[item.icon]}
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.8"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                />
              </svg>
            </span>
          )}
          <h3 className={styles.title}>{item.title}</h3>
          <p className={styles.text}>{item.text}</p>
          {item.isSee && item.see && (
            <p className={styles.foot}>
              <Link to={item.see.to} className={styles.see}>
                {item.see.label}
                <span aria-hidden="true"> →</span>
              </Link>
            </p>
          )}
        </Reveal>
      ))}
    </ul>
  );
}
