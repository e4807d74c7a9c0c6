import type { RoutePath } from '../config/site-manifest';
import type { ReactNode } from 'react';
import type { CardImage } from './card-grid';
import { ButtonLink } from './button-link';
import { Reveal } from './reveal';
import styles from './media-block.module.scss';

export interface MediaBlockProps {
  title: ReactNode;
  /** Small label above the title. */
  eyebrow?: ReactNode;
  children: ReactNode;
  image: CardImage;
  /** Side of the image. Pages alternate left/right. */
  align?: 'left' | 'right';
  /** Grey background band ('alt'), or none ('plain'). */
  tone?: 'plain' | 'alt';
  action?: { label: ReactNode; to: RoutePath };
  headingLevel?: 'h2' | 'h3';
}

/** An image beside a text block (benefit blocks, About's alternating blocks). */
export function MediaBlock({
  title,
  eyebrow,
  children,
  image,
  align = 'left',
  tone = 'plain',
  action,
  headingLevel: H = 'h2',
}: MediaBlockProps) {
  return (
    <div className={[styles.band, styles[tone]].join(' ')}>
      <Reveal className={[styles.block, align === 'right' ? styles.imageRight : styles.imageLeft].join(' ')}>
        <img
          className={styles.image}
          src={image.src}
          alt={image.alt}
          width={image.width}
          height={image.height}
          loading="lazy"
          decoding="async"
        />
        <div className={styles.text}>
          {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
          <H className={styles.title}>{title}</H>
          <div className={styles.body}>{children}</div>
          {action && (
            <p className={styles.action}>
              <ButtonLink to={action.to} variant="outline">
                {action.label}
              </ButtonLink>
            </p>
          )}
        </div>
      </Reveal>
    </div>
  );
}
