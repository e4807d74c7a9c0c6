import type { RoutePath } from '../config/site-manifest';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Reveal } from './reveal';
import styles from './card-grid.module.scss';

export interface CardImage {
  src: string;
  alt: string;
  width: number;
  height: number;
}

export interface CardItem {
  id: string;
  title: ReactNode;
  text?: ReactNode;
  image?: CardImage;
  /** A link at the foot of the card (router path). */
  link?: { to: RoutePath; label: ReactNode };
  /** A button at the foot of the card, for actions that are not plain navigation. */
  action?: { label: ReactNode; onClick: () => void; opensDialog?: boolean };
}

interface Props {
  items: readonly CardItem[];
  columns?: 2 | 3 | 4;
  headingLevel?: 'h3' | 'h4';
}

/** Cards 300 px wide in a grid: product cards, case studies, news, service cards. */
export function CardGrid({ items, columns = 3, headingLevel: H = 'h3' }: Props) {
  const uid = useId();
  return (
    <ul className={[styles.grid, styles[`cols${columns}`]].join(' ')}>
      {items.map((item) => (
        <Reveal as="li" key={item.id} className={styles.card}>
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
            <H className={styles.title} id={`${uid}-${item.id}`}>
              {item.title}
            </H>
            {item.text && <div className={styles.text}>{item.text}</div>}
          </div>
          {(item.link || item.action) && (
            <div className={styles.foot}>
              {item.link && (
                <Link to={item.link.to} className={styles.more}>
                  {item.link.label}
                  <span aria-hidden="true"> →</span>
                </Link>
              )}
              {item.action && (
                <button
                  type="button"
                  className={styles.more}
                  onClick={item.action.onClick}
                  aria-describedby={`${uid}-${item.id}`}
                  aria-haspopup={item.action.opensDialog ? 'dialog' : undefined}
                >
                  {item.action.label}
                  <span aria-hidden="true"> →</span>
                </button>
              )}
            </div>
          )}
        </Reveal>
      ))}
    </ul>
  );
}
