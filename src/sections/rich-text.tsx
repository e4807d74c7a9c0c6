import { createElement, type ComponentType, type ReactElement, type ReactNode } from 'react';
import { Trans } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { TFunction } from 'i18next';
import type { InlineLinks } from './service-descriptor';
import type { Namespace } from '../i18n/resources.gen';
import type { LooseT } from '../i18n/screen-meta';

type ChildrenOnly = ComponentType<{ children?: ReactNode }>;

/**
 * `<Trans>` hands a tag's attributes from the translation to its component as props, over the
 * props set in code. So the components below take nothing but their children: every attribute of
 * a link (its route included, closed over rather than passed as a prop) comes from code, and a
 * `ping`, `target`, `class`, `title`, `data-*` or `style` written in a catalogue is dropped.
 */
const linkComponents = new Map<string, ChildrenOnly>();

function linkTo(to: string): ChildrenOnly {
  let component = linkComponents.get(to);
  if (!component) {
    component = function CodeLink({ children }: { children?: ReactNode }) {
      return <Link to={to}>{children}</Link>;
    };
    linkComponents.set(to, component);
  }
  return component;
}

/** A tag with no link declared in code: its words, as plain text. */
function PlainText({ children }: { children?: ReactNode }) {
  return <>{children}</>;
}

/**
 * Catalogue copy with inline links: `<tag>label</tag>` in the JSON, `links={{ tag: '/route' }}` in
 * code. The route never lives in the catalogue; a tag without a declared link renders its label as
 * plain text (so a stray tag in a translation never shows up as markup).
 */
export function RichText({ t, i18nKey, links }: { t: TFunction<Namespace>; i18nKey: string; links?: InlineLinks }) {
  const components: Record<string, ReactElement> = {};
  const raw = (t as unknown as LooseT)(i18nKey);
  // Every opening tag, with or without attributes; `<br/>` stays i18next's line break.
  for (const [, tag] of raw.matchAll(/<([a-zA-Z][\w-]*)(?=[\s>])/g)) if (tag && tag !== 'br') components[tag] = <PlainText />;
  for (const [tag, to] of Object.entries(links ?? {})) components[tag] = createElement(linkTo(to));
  return <Trans t={t} i18nKey={i18nKey as never} components={components} />;
}
