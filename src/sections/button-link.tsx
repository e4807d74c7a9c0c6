import type { RoutePath } from '../config/site-manifest';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styles from './button-link.module.scss';

export type ButtonVariant = 'primary' | 'light' | 'outline';

interface Props {
  to: RoutePath;
  variant?: ButtonVariant;
  children: ReactNode;
  className?: string;
}

/** A link that looks like a button: navigation stays a real `<a href="#/...">`. */
export function ButtonLink({ to, variant = 'primary', children, className }: Props) {
  return (
    <Link to={to} className={[styles[variant], className].filter(Boolean).join(' ')}>
      {children}
    </Link>
  );
}
