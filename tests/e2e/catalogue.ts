import { readFileSync } from 'node:fs';
import { mapStrings, thaiWordJoiner } from '../../scripts/i18n/thai-words.mjs';
import { overlayCatalogue, type Catalogue } from '../../src/i18n/editions';
import { baseLocale } from '../../src/i18n/locales';

/**
 * Thai catalogues reach the browser with invisible word joiners inside the glossary's loanwords where
 * the Thai dictionary would cut them (scripts/i18n/thai-words.mjs, at build time): the expected copy
 * gets the same treatment.
 */
const joinThai = thaiWordJoiner(
  (JSON.parse(readFileSync(new URL('../../locales/glossary.json', import.meta.url), 'utf8')) as { thaiWords?: string[] }).thaiWords ?? [],
);

/** The copy as a visitor reads it: markup tags removed, white space collapsed. */
export function asShown(text: string): string {
  return text.replace(/<\/?[a-zA-Z][^>]*>/g, '').replace(/\s+/g, ' ').trim();
}

const cache = new Map<string, Record<string, unknown>>();

function readCatalogue(lng: string, ns: string): Record<string, unknown> {
  try {
    return JSON.parse(readFileSync(new URL(`../../locales/${lng}/${ns}.json`, import.meta.url), 'utf8')) as Record<string, unknown>;
  } catch {
    return {};
  }
}

/**
 * A catalogue as the site shows it (empty when the file does not exist): an edition's (zh-TW's)
 * overlay laid over its base's, as src/i18n/catalogues.ts does.
 */
export function catalogue(lng: string, ns: string): Record<string, unknown> {
  const key = `${lng}/${ns}`;
  let value = cache.get(key);
  if (!value) {
    const base = baseLocale(lng);
    value = base ? (overlayCatalogue(catalogue(base, ns) as Catalogue, readCatalogue(lng, ns) as Catalogue) as Record<string, unknown>) : readCatalogue(lng, ns);
    if (lng === 'th') value = mapStrings(value, joinThai) as Record<string, unknown>;
    cache.set(key, value);
  }
  return value;
}

/** One string of a catalogue by its dotted key, e.g. copy('th', 'common', 'notFound.title'). */
export function copy(lng: string, ns: string, key: string): string {
  let node: unknown = catalogue(lng, ns);
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  if (typeof node !== 'string') throw new Error(`no string ${key} in locales/${lng}/${ns}.json${baseLocale(lng) ? ` nor its base's` : ''}`);
  return node;
}

const stringsCache = new Map<string, ReadonlySet<string>>();

/** Every string of the given catalogues, as shown (see asShown). */
export function shownStrings(lng: string, namespaces: readonly string[]): ReadonlySet<string> {
  const key = `${lng}:${namespaces.join(',')}`;
  let set = stringsCache.get(key);
  if (!set) {
    const out = new Set<string>();
    const walk = (node: unknown) => {
      if (typeof node === 'string') out.add(asShown(node));
      else if (node && typeof node === 'object') Object.values(node).forEach(walk);
    };
    namespaces.forEach((ns) => walk(catalogue(lng, ns)));
    set = out;
    stringsCache.set(key, set);
  }
  return set;
}
