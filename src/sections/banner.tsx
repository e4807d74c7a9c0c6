import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { pathOf, type RoutePath } from '../config/site-manifest';
import { BannerArt, type BannerArtVariant } from './banner-art';
import { ButtonLink } from './button-link';
import styles from './banner.module.scss';

interface Props {
  title: ReactNode;
  text?: ReactNode;
  /** Small title above the heading (e.g. "Online Marketing Solutions"). */
  eyebrow?: ReactNode;
  /** Call to action; defaults to "Contact Us" → #/contact. Pass `null` for none. */
  action?: { label: ReactNode; to: RoutePath } | null;
  art?: BannerArtVariant;
  size?: 'large' | 'compact';
  children?: ReactNode;
}

/** Top banner of every screen: the page's h1, a line of text and the contact call to action. */
export function Banner({ title, text, eyebrow, action, art = 'orbit', size = 'large', children }: Props) {
  const { t } = useTranslation();
  const cta = action === undefined ? { label: t('cta.contactUs'), to: pathOf('contact') } : action;
  return (
    <div className={[styles.banner, styles[size]].join(' ')}>
      <div className={styles.art}>
        <BannerArt variant={art} />
      </div>
      <div className={styles.inner}>
        {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
        <h1 className={styles.title}>{title}</h1>
        {text && <p className={styles.text}>{text}</p>}
        {children}
        {cta && (
          <p className={styles.actions}>
            <ButtonLink to={cta.to} variant="light">
              {cta.label}
            </ButtonLink>
          </p>
        )}
      </div>
    </div>
  );
}
