import { useCallback, useId, useRef, useState, type FocusEvent, type KeyboardEvent, type MouseEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { SERVICE_GROUPS, type NavLink } from '../config/site-manifest';
import styles from './services-menu.module.scss';

interface Props {
  label: string;
  path: string;
  current: boolean;
}

/**
 * The Services item of the header: a link to the SEM page with a dropdown of every service.
 * Opens on hover (for a mouse) and with ArrowDown on the Services link (focus moves to the first
 * entry); closes on pointer leave, on a click inside, on Escape (focus returns to the Services
 * link) and when focus leaves it. While closed its entries are hidden, so Tab goes straight past
 * the menu. Touch: the first tap on Services opens the menu and a second tap follows the link.
 */
export function ServicesMenu({ label, path, current }: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const triggerRef = useRef<HTMLAnchorElement>(null);
  const menuId = useId();
  const { pathname } = useLocation();

  const close = useCallback(() => setOpen(false), []);
  // The route in the address when the menu opened: a navigation already under way then (its screen
  // still loading) does not close it when it completes.
  const [openedOn, setOpenedOn] = useState<string>();
  const openMenu = () => {
    setOpenedOn(window.location.hash.replace(/^#/, '').split(/[?#]/)[0] || '/');
    setOpen(true);
  };
  // The kind of pointer last seen over the menu (mouse, touch or pen).
  const pointerType = useRef('mouse');
  // Set on a touch (or pen) press of the trigger: its click then decides, not the focus it brings.
  const touchPress = useRef<{ wasOpen: boolean } | null>(null);
  const onTriggerPointerDown = (e: PointerEvent<HTMLAnchorElement>) => {
    pointerType.current = e.pointerType;
    touchPress.current = e.pointerType === 'mouse' ? null : { wasOpen: open };
  };
  const onTriggerClick = (e: MouseEvent<HTMLAnchorElement>) => {
    const press = touchPress.current;
    touchPress.current = null;
    if (press && !press.wasOpen) {
      e.preventDefault();
      openMenu();
    } else {
      close();
    }
  };
  // Hover opens the menu for a mouse only; the compatibility mouse events of a tap are ignored.
  const onPointerEnter = (e: PointerEvent<HTMLDivElement>) => {
    pointerType.current = e.pointerType;
  };
  const onMouseEnter = () => {
    if (pointerType.current === 'mouse') openMenu();
  };
  const onMouseLeave = () => {
    if (pointerType.current === 'mouse') close();
  };

  // A route change (e.g. following a menu link, or Back) closes the menu, unless the menu was
  // opened on the new route already: tapped while the screen it leads to was still loading.
  const [seenPath, setSeenPath] = useState(pathname);
  if (seenPath !== pathname) {
    setSeenPath(pathname);
    if (pathname !== openedOn) setOpen(false);
  }

  const onBlur = (e: FocusEvent<HTMLDivElement>) => {
    if (!e.currentTarget.contains(e.relatedTarget as Node | null)) close();
  };

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'Escape' && open) {
      e.stopPropagation();
      close();
      triggerRef.current?.focus();
    } else if (e.key === 'ArrowDown' && e.target === triggerRef.current) {
      e.preventDefault();
      openMenu();
      requestAnimationFrame(() => {
        document.getElementById(menuId)?.querySelector<HTMLAnchorElement>('a')?.focus();
      });
    }
  };

  const renderLink = (link: NavLink) => (
    <li key={`${link.labelKey}`}>
      <Link to={link.path} className={styles.entry} onClick={close}>
        {t(link.labelKey)}
      </Link>
      {link.children && (
        <ul className={styles.sub}>
          {link.children.map((child) => (
            <li key={child.labelKey}>
              <Link to={child.path} className={styles.subEntry} onClick={close}>
                {t(child.labelKey)}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </li>
  );

  return (
    <div
      className={styles.root}
      onPointerEnter={onPointerEnter}
      onMouseEnter={onMouseEnter}
      onMouseLeave={onMouseLeave}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
    >
      <Link
        ref={triggerRef}
        to={path}
        className={styles.trigger}
        aria-current={current ? 'page' : undefined}
        aria-expanded={open}
        aria-controls={menuId}
        onPointerDown={onTriggerPointerDown}
        onPointerCancel={() => {
          touchPress.current = null;
        }}
        onClick={onTriggerClick}
      >
        {label}
        <svg className={styles.caret} width="10" height="10" viewBox="0 0 10 10" aria-hidden="true" focusable="false">
          <path d="M1 3l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.6" />
        </svg>
      </Link>
      <div id={menuId} className={styles.panel} hidden={!open} data-testid="services-menu">
        <p className="visually-hidden">{t('nav.servicesMenu')}</p>
        <div className={styles.groups}>
          {SERVICE_GROUPS.map((group) => (
            <section key={group.titleKey} className={styles.group} aria-label={t(group.titleKey)}>
              {group.path ? (
                <Link to={group.path} className={styles.groupLink} onClick={close}>
                  {t(group.titleKey)}
                </Link>
              ) : (
                <p className={styles.groupTitle} aria-hidden="true">
                  {t(group.titleKey)}
                </p>
              )}
              {group.items.length > 0 && <ul className={styles.entries}>{group.items.map(renderLink)}</ul>}
            </section>
          ))}
        </div>
      </div>
    </div>
  );
}
