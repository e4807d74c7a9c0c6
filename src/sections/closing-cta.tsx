import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Reveal } from './reveal';
import styles from './closing-cta.module.scss';

/** The closing band of every screen: GET FREE CONSULTATION NOW → #/contact. Written once. */
export function ClosingCta() {
  const { t } = useTranslation();
  return (
    <section className={styles.band} aria-labelledby="closing-cta-title">
      <Reveal className={styles.inner}>
        <div>
          <h2 id="closing-cta-title" className={styles.title}>
            <Link to="/contact" className={styles.link}>
              {t('cta.closing.title')}
              <svg width="28" height="28" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d="M5 12h13M13 6l6 6-6 6" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
            </Link>
          </h2>
          <p className={styles.text}>{t('cta.closing.text')}</p>
        </div>
      </Reveal>
    </section>
  );
}
