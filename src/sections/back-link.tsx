import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, type Location } from 'react-router-dom';
import styles from './back-link.module.scss';

/**
 * Whether the previous history entry is a page of this site. React Router gives the first entry
 * of a visit the key "default" and numbers the entries it creates (`history.state.idx`); a visitor
 * who opened this page directly (new tab, bookmark, another site) is at "default" or at index 0.
 */
export function hasInSiteHistory(location: Pick<Location, 'key'>, historyState: unknown = window.history.state): boolean {
  if (location.key === 'default') return false;
  const idx = (historyState as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' ? idx > 0 : true;
}

interface Props {
  /** Where BACK goes when the visitor did not arrive from another page of this site. */
  fallback: string;
}

/**
 * BACK: a real link to `fallback` (so it works when opened in a new tab), which steps back in the
 * browser history instead when the previous page belongs to this site.
 */
export function BackLink({ fallback }: Props) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();

  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    if (!hasInSiteHistory(location)) return;
    e.preventDefault();
    void navigate(-1);
  };

  return (
    <div className={styles.bar}>
      <Link to={fallback} className={styles.link} onClick={onClick}>
        <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M19 12H6M11 6l-6 6 6 6" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        {t('cta.back')}
      </Link>
    </div>
  );
}
