import { useId, type ReactNode } from 'react';
import { Reveal } from './reveal';
import styles from './description-box.module.scss';

interface Props {
  title: ReactNode;
  /** The description: one or more paragraphs. */
  desc: ReactNode;
  /** Headline figures shown beside the description (e.g. a StatCards list). */
  figures?: ReactNode;
  /** Further content inside the box, below the description (e.g. benefit items). */
  children?: ReactNode;
}

/**
 * The description box of a platform page (spec: title, desc, optional children): an h2 section
 * whose white card overlaps the banner's lower edge.
 */
export function DescriptionBox({ title, desc, figures, children }: Props) {
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <Reveal className={styles.box}>
        <div className={figures ? styles.headWithFigures : styles.head}>
          <div>
            <h2 id={headingId} className={styles.title}>
              {title}
            </h2>
            <div className={styles.desc}>{desc}</div>
          </div>
          {figures && <div className={styles.figures}>{figures}</div>}
        </div>
        {children && <div className={styles.children}>{children}</div>}
      </Reveal>
    </section>
  );
}
