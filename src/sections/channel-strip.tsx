import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { CHANNELS } from '../config/site-manifest';
import styles from './channel-strip.module.scss';

/**
 * Navigation between the 13 advertising channels (spec "Platform pages"). The platform pages are
 * not in the header menus, so this strip is how visitors move between them. The link of the
 * current page carries aria-current="page".
 */
export function ChannelStrip() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const headingId = useId();
  return (
    <nav className={styles.strip} aria-labelledby={headingId}>
      <div className={styles.inner}>
        <h2 id={headingId} className={styles.title}>
          {t('channels.label')}
        </h2>
        <ul className={styles.list}>
          {CHANNELS.map((channel) => {
            const current = channel.path === pathname;
            return (
              <li key={channel.key}>
                <Link
                  to={channel.path}
                  className={current ? styles.current : styles.link}
                  aria-current={current ? 'page' : undefined}
                >
                  {t(channel.labelKey)}
                </Link>
              </li>
            );
          })}
        </ul>
      </div>
    </nav>
  );
}
