import { useId, type ReactNode } from 'react';
import { Reveal } from './reveal';
import styles from './section.module.scss';

export type SectionTone = 'plain' | 'alt' | 'dark';

interface Props {
  title?: ReactNode;
  lead?: ReactNode;
  eyebrow?: ReactNode;
  tone?: SectionTone;
  align?: 'start' | 'center';
  children?: ReactNode;
  className?: string;
}

/** A page section with an optional heading (h2) and lead; every content block sits in one. */
export function Section({ title, lead, eyebrow, tone = 'plain', align = 'center', children, className }: Props) {
  const headingId = useId();
  return (
    <section
      className={[styles.section, styles[tone], className].filter(Boolean).join(' ')}
      aria-labelledby={title ? headingId : undefined}
    >
      <div className={styles.inner}>
        {(title || lead) && (
          <Reveal className={[styles.head, styles[align]].join(' ')}>
            {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
            {title && (
              <h2 id={headingId} className={styles.title}>
                {title}
              </h2>
            )}
            {lead && <p className={styles.lead}>{lead}</p>}
          </Reveal>
        )}
        {children}
      </div>
    </section>
  );
}
