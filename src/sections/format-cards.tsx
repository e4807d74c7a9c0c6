import type { ReactNode } from 'react';
import { AdPlacementArt, type AdPlacement } from './ad-placement-art';
import type { CardImage } from './card-grid';
import { Reveal } from './reveal';
import styles from './format-cards.module.scss';

export interface FormatCardItem {
  id: string;
  title: ReactNode;
  text?: ReactNode;
  /** A category shown above the title (the spec's format item "sub"). */
  tag?: ReactNode;
  art?: AdPlacement;
  image?: CardImage;
}

/** Ad-format / ad-placement overview: cards with a wireframe or image, in 2, 3 or 4 columns. */
export function FormatCards({ items, columns = 3 }: { items: readonly FormatCardItem[]; columns?: 2 | 3 | 4 }) {
  return (
    <ul className={[styles.grid, styles[`cols${columns}`]].join(' ')}>
      {items.map((item) => (
        <Reveal as="li" key={item.id} className={styles.card}>
          {item.art && (
            <div className={styles.media}>
              <AdPlacementArt placement={item.art} className={styles.art} />
            </div>
          )}
          {item.image && (
            <img
              className={styles.image}
              src={item.image.src}
              alt={item.image.alt}
              width={item.image.width}
              height={item.image.height}
              loading="lazy"
              decoding="async"
            />
          )}
          <div className={styles.body}>
            {item.tag && <p className={styles.tag}>{item.tag}</p>}
            <h3 className={styles.title}>{item.title}</h3>
            {item.text && <p className={styles.text}>{item.text}</p>}
          </div>
        </Reveal>
      ))}
    </ul>
  );
}
