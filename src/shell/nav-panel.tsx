import { useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { closeModalDialog, showModalDialog } from '../sections/modal-dialog';
import { LanguageSwitcher } from './language-switcher';
import { MENU_BUTTON_ATTRIBUTE } from '../config/site';
import { HEADER_ITEMS, SERVICE_GROUPS, type MenuGroup, type NavSection } from '../config/site-manifest';
import styles from './nav-panel.module.scss';

const FOCUSABLE = 'a[href], button:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The element focus moves to when Tab (or Shift+Tab) leaves the first or last control: wraps around. */
export function wrapFocusTarget<T>(items: readonly T[], current: T | null, backwards: boolean): T | null {
  if (items.length === 0) return null;
  const first = items[0]!;
  const last = items[items.length - 1]!;
  if (backwards && (current === first || !items.includes(current as T))) return last;
  if (!backwards && (current === last || !items.includes(current as T))) return first;
  return null;
}

function ServiceGroup({ group, onNavigate }: { group: MenuGroup; onNavigate: () => void }) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  if (group.path) {
    return (
      <li>
        <Link to={group.path} className={styles.entry} onClick={onNavigate}>
          {t(group.titleKey)}
        </Link>
      </li>
    );
  }
  return (
    <li>
      <button
        type="button"
        className={styles.disclosure}
        aria-expanded={expanded}
        aria-controls={listId}
        onClick={() => setExpanded((v) => !v)}
      >
        {t(group.titleKey)}
        <svg className={styles.caret} width="12" height="12" viewBox="0 0 10 10" aria-hidden="true" focusable="false">
          <path d="M1 3l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.6" />
        </svg>
      </button>
      <ul id={listId} className={styles.entries} hidden={!expanded}>
        {group.items.flatMap((item) => [item, ...(item.children ?? [])]).map((item) => (
          <li key={item.labelKey}>
            <Link to={item.path} className={styles.entry} onClick={onNavigate}>
              {t(item.labelKey)}
            </Link>
          </li>
        ))}
      </ul>
    </li>
  );
}

/**
 * The header's navigation below the desktop design width: a menu button opening a modal panel
 * (native `<dialog>`): the header links, the services groups as disclosures and the language
 * switcher. Focus stays inside while it is open (Tab wraps), Escape and a tap on the backdrop close
 * it, the page behind does not scroll, and focus returns to the menu button.
 */
export function NavPanel({ active }: { active: NavSection | undefined }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();

  const close = () => setOpen(false);

  // Every link in the panel closes it when followed. (Closing on a change of `pathname` seen during
  // render would be wrong: the router renders the new route in a transition that lands later and
  // would shut a panel opened in the meantime.) On Android, Back is a close request: it closes the
  // modal panel before it leaves the page.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || !open) return;
    showModalDialog(dialog);
    const root = document.documentElement;
    root.dataset.scrollLocked = '';
    const button = buttonRef.current;
    return () => {
      delete root.dataset.scrollLocked;
      closeModalDialog(dialog);
      // Back to the menu button, unless a link took focus elsewhere (the new screen).
      if (!document.activeElement || document.activeElement === document.body || dialog.contains(document.activeElement)) {
        button?.focus();
      }
    };
  }, [open]);

  const onKeyDown = (e: KeyboardEvent<HTMLDialogElement>) => {
    if (e.key !== 'Tab') return;
    const items = [...e.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.offsetParent !== null);
    const target = wrapFocusTarget(items, document.activeElement as HTMLElement | null, e.shiftKey);
    if (target) {
      e.preventDefault();
      target.focus();
    }
  };

  // A click on the dialog element itself is a click on its backdrop (the content fills the panel).
  const onClick = (e: MouseEvent<HTMLDialogElement>) => {
    if (e.target === e.currentTarget) close();
  };

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={styles.menuButton}
        {...{ [MENU_BUTTON_ATTRIBUTE]: '' }}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M4 7h16M4 12h16M4 17h16" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <span>{t('nav.menuOpen')}</span>
      </button>
      <dialog
        ref={dialogRef}
        className={styles.dialog}
        aria-labelledby={titleId}
        onCancel={(e) => {
          e.preventDefault();
          close();
        }}
        // The close event is queued: a late one must not shut the panel opened again since.
        onClose={(e) => {
          if (!e.currentTarget.open) close();
        }}
        onKeyDown={onKeyDown}
        onClick={onClick}
      >
        {open && (
          <div className={styles.panel}>
            <div className={styles.top}>
              <h2 id={titleId} className={styles.title}>
                {t('nav.panelLabel')}
              </h2>
              <button type="button" className={styles.close} aria-label={t('nav.menuClose')} onClick={close}>
                <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                  <path d="M6 6l12 12M18 6L6 18" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                </svg>
              </button>
            </div>
            <nav aria-label={t('nav.label')}>
              <ul className={styles.list}>
                {HEADER_ITEMS.map((item) =>
                  item.section === 'services' ? (
                    <li key={item.section} className={styles.services}>
                      <p className={styles.servicesTitle} aria-hidden="true">
                        {t(item.labelKey)}
                      </p>
                      <ul className={styles.groups} aria-label={t(item.labelKey)}>
                        {SERVICE_GROUPS.map((group) => (
                          <ServiceGroup key={group.titleKey} group={group} onNavigate={close} />
                        ))}
                      </ul>
                    </li>
                  ) : (
                    <li key={item.section}>
                      <Link
                        to={item.path}
                        className={styles.link}
                        aria-current={item.section === active ? 'page' : undefined}
                        onClick={close}
                      >
                        {t(item.labelKey)}
                      </Link>
                    </li>
                  ),
                )}
              </ul>
            </nav>
            <div className={styles.language}>
              <LanguageSwitcher />
            </div>
          </div>
        )}
      </dialog>
    </>
  );
}
