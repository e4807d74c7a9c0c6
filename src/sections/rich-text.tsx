import type { ReactElement } from 'react';
import { Trans } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { TFunction } from 'i18next';
import type { InlineLinks } from './service-descriptor';
import type { Namespace } from '../i18n/resources.gen';

type LooseT = (key: string) => string;

/**
 * Catalogue copy with inline links: `<tag>label</tag>` in the JSON, `links={{ tag: '/route' }}` in
 * code. The route never lives in the catalogue; a tag without a declared link renders its label as
 * plain text (so a stray tag in a translation never shows up as markup).
 */
export function RichText({ t, i18nKey, links }: { t: TFunction<Namespace>; i18nKey: string; links?: InlineLinks }) {
  const components: Record<string, ReactElement> = {};
  const raw = (t as unknown as LooseT)(i18nKey);
  for (const [, tag] of raw.matchAll(/<([a-zA-Z][\w-]*)>/g)) if (tag) components[tag] = <span />;
  for (const [tag, to] of Object.entries(links ?? {})) components[tag] = <Link to={to} />;
  return <Trans t={t} i18nKey={i18nKey as never} components={components} />;
}
