import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { LanguageSwitcher } from './language-switcher';
import { LogoMark } from './logo';
import { NavPanel } from './nav-panel';
import { activeSection, HEADER_ITEMS } from '../config/site-manifest';
import { ServicesMenu } from './services-menu';
import { useScrolledPast } from './use-scrolled';
import styles from './header.module.scss';

export function Header() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const scrolled = useScrolledPast();
  const active = activeSection(pathname);

  return (
    <header className={styles.header} data-scrolled={scrolled ? 'true' : 'false'}>
      <div className={styles.inner}>
        <Link to="/" className={styles.brand} aria-label={t('brand.homeLink')}>
          <LogoMark />
          <span className={styles.wordmark} aria-hidden="true">
            {t('brand.name')}
          </span>
        </Link>
        <nav className={styles.nav} aria-label={t('nav.label')}>
          <ul className={styles.list}>
            {HEADER_ITEMS.map((item) => {
              const current = item.section === active;
              if (item.section === 'services') {
                return (
                  <li key={item.section} className={styles.item}>
                    <ServicesMenu label={t(item.labelKey)} path={item.path} current={current} />
                  </li>
                );
              }
              return (
                <li key={item.section} className={styles.item}>
                  <Link
                    to={item.path}
                    className={styles.link}
                    aria-current={current ? 'page' : undefined}
                  >
                    {t(item.labelKey)}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
        <div className={styles.switcher}>
          <LanguageSwitcher />
        </div>
        <NavPanel active={active} />
      </div>
    </header>
  );
}
