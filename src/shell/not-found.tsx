import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styles from './not-found.module.scss';

/** Shown for any address that is not a route of the site, inside the normal shell. */
export function NotFound() {
  const { t } = useTranslation();
  return (
    <section className={styles.notFound} aria-labelledby="not-found-title">
      <svg className={styles.art} width="220" height="140" viewBox="0 0 220 140" aria-hidden="true" focusable="false">
        <rect x="10" y="20" width="200" height="110" rx="14" fill="#f3f5fb" stroke="#dde2ef" strokeWidth="2" />
        <path d="M40 100 L80 60 L110 85 L150 45 L180 70" fill="none" stroke="#5a3df5" strokeWidth="5" strokeLinecap="round" strokeLinejoin="round" strokeDasharray="6 10" />
        <circle cx="180" cy="70" r="9" fill="#ff7a45" />
        <circle cx="40" cy="100" r="6" fill="#0fb5c9" />
      </svg>
      <h1 id="not-found-title">{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <p className={styles.actions}>
        <Link to="/" className={styles.primary}>
          {t('notFound.home')}
        </Link>
        <Link to="/contact" className={styles.secondary}>
          {t('notFound.contact')}
        </Link>
      </p>
    </section>
  );
}
