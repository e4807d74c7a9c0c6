import type { ReactNode } from 'react';
import type { CardImage } from './card-grid';
import styles from './benefit-list.module.scss';

export interface BenefitItem {
  id: string;
  eyebrow?: ReactNode;
  title: ReactNode;
  text: ReactNode;
  image: CardImage;
}

/** Benefit items in three columns, for use inside a description box (GDN, Graphic Design). */
export function BenefitList({ items }: { items: readonly BenefitItem[] }) {
  return (
    <ul className={styles.list}>
      {items.map((item) => (
        <li key={item.id} className={styles.item}>
          <img
            className={styles.image}
            src={item.image.src}
            alt={item.image.alt}
            width={item.image.width}
            height={item.image.height}
            loading="lazy"
            decoding="async"
          />
          {item.eyebrow && <p className={styles.eyebrow}>{item.eyebrow}</p>}
          <h3 className={styles.title}>{item.title}</h3>
          <div className={styles.text}>{item.text}</div>
        </li>
      ))}
    </ul>
  );
}
