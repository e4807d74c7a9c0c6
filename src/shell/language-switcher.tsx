import { useId, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LOCALES, resolveLocale } from '../i18n/locales';
import styles from './language-switcher.module.scss';

const OFFERED = LOCALES.filter((l) => l.state === 'shipped');

/** Removes `lng` from the address so the stored choice is what counts on the next visit. */
function dropLngParam() {
  const url = new URL(window.location.href);
  let changed = false;
  if (url.searchParams.has('lng')) {
    url.searchParams.delete('lng');
    changed = true;
  }
  const q = url.hash.indexOf('?');
  if (q > -1) {
    const params = new URLSearchParams(url.hash.slice(q + 1));
    if (params.has('lng')) {
      params.delete('lng');
      const rest = params.toString();
      url.hash = url.hash.slice(0, q) + (rest ? `?${rest}` : '');
      changed = true;
    }
  }
  if (changed) window.history.replaceState(window.history.state, '', url);
}

/** Native select: keyboard and screen-reader friendly; each language is named in its own script. */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const id = useId();
  const current = resolveLocale(i18n.resolvedLanguage ?? i18n.language) ?? 'en';

  const onChange = (e: ChangeEvent<HTMLSelectElement>) => {
    const next = resolveLocale(e.target.value);
    if (!next) return;
    dropLngParam();
    void i18n.changeLanguage(next);
  };

  return (
    <div className={styles.switcher}>
      <label htmlFor={id} className="visually-hidden">
        {t('language.label')}
      </label>
      <svg className={styles.globe} width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="1.6" />
        <path d="M3 12h18M12 3c3 3.2 3 14.8 0 18M12 3c-3 3.2-3 14.8 0 18" fill="none" stroke="currentColor" strokeWidth="1.6" />
      </svg>
      <select id={id} className={styles.select} value={current} onChange={onChange}>
        {OFFERED.map((l) => (
          <option key={l.code} value={l.code} lang={l.code}>
            {l.label}
          </option>
        ))}
      </select>
    </div>
  );
}
