import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LogoMark } from './logo';
import { ShareLink } from './share-link';
import { COPYRIGHT_YEAR } from '../config/site';
import { FOOTER_COLUMNS } from '../config/site-manifest';
import styles from './footer.module.scss';

export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.about}>
          <p className={styles.brand}>
            <LogoMark size={32} />
            <span>{t('brand.name')}</span>
          </p>
          <p className={styles.blurb}>{t('footer.blurb')}</p>
        </div>
        {FOOTER_COLUMNS.map((col) => (
          <nav key={col.titleKey} className={styles.column} aria-label={t(col.titleKey)}>
            <h2 className={styles.title}>{t(col.titleKey)}</h2>
            <ul className={styles.links}>
              {col.links.map((link) => (
                <li key={link.labelKey}>
                  <Link to={link.path}>{t(link.labelKey)}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <ShareLink />
      <p className={styles.copyright}>{t('footer.copyright', { year: COPYRIGHT_YEAR })}</p>
    </footer>
  );
}
