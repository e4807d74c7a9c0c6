import type { RoutePath } from '../config/site-manifest';
import { useId, type ReactNode } from 'react';
import type { CardImage } from './card-grid';
import { ButtonLink } from './button-link';
import styles from './detail-card.module.scss';

export interface DetailFact {
  id: string;
  label: ReactNode;
  value: ReactNode;
}

interface FactList {
  title: ReactNode;
  items: readonly DetailFact[];
}

interface Props {
  /** The card's heading (h2). */
  title: ReactNode;
  /** A line under the heading, e.g. the event's topic. */
  subtitle?: ReactNode;
  image: CardImage;
  /** Body copy: lead line and paragraphs. */
  children: ReactNode;
  /** A "Details" block inside the card (h3 and a description list). */
  facts?: FactList;
  /** Extra content under the facts, above the action (e.g. a contact line). */
  footer?: ReactNode;
  action?: { label: ReactNode; to: RoutePath };
  /** A side panel beside the card (an aside with its own h2). */
  aside?: FactList;
}

function Facts({ items, className }: { items: readonly DetailFact[]; className?: string }) {
  return (
    <dl className={className}>
      {items.map((item) => (
        <div key={item.id} className={styles.fact}>
          <dt>{item.label}</dt>
          <dd>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A detail view: the main card (image, copy, facts, action) with a side panel of key facts. */
export function DetailCard({ title, subtitle, image, children, facts, footer, action, aside }: Props) {
  const uid = useId();
  return (
    <div className={styles.layout}>
      <article className={styles.card} aria-labelledby={`${uid}-title`}>
        <img
          className={styles.image}
          src={image.src}
          alt={image.alt}
          width={image.width}
          height={image.height}
          // The card opens the page's content: on a phone its picture is in the first screen and
          // often the largest thing painted, so it is asked for with the document, first.
          fetchPriority="high"
          decoding="async"
        />
        <div className={styles.body}>
          <h2 id={`${uid}-title`} className={styles.title}>
            {title}
          </h2>
          {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
          <div className={styles.copy}>{children}</div>
          {facts && (
            <section className={styles.facts} aria-labelledby={`${uid}-facts`}>
              <h3 id={`${uid}-facts`} className={styles.factsTitle}>
                {facts.title}
              </h3>
              <Facts items={facts.items} className={styles.factGrid} />
            </section>
          )}
          {footer && <div className={styles.footer}>{footer}</div>}
          {action && (
            <p className={styles.action}>
              <ButtonLink to={action.to}>{action.label}</ButtonLink>
            </p>
          )}
        </div>
      </article>
      {aside && (
        <aside className={styles.aside} aria-labelledby={`${uid}-aside`}>
          <h2 id={`${uid}-aside`} className={styles.asideTitle}>
            {aside.title}
          </h2>
          <Facts items={aside.items} className={styles.asideList} />
        </aside>
      )}
    </div>
  );
}
