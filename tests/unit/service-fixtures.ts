import type { ComponentType } from 'react';
import type { InlineLinks } from '../../src/sections/service-descriptor';
import { resources } from './test-utils';

/** A service descriptor as the tests read it: ids as plain strings, every optional part. */
export interface LooseDescriptor {
  services: readonly { id: string; minHeight?: number; links?: InlineLinks }[];
  whyUs: readonly { id: string; links?: InlineLinks }[];
  platforms: { logos: readonly string[] };
  intro?: { links?: InlineLinks; stats?: readonly { id: string }[] };
  extras?: readonly {
    kind: string;
    key: string;
    leadLinks?: InlineLinks;
    items?: readonly { id: string; links?: InlineLinks }[];
    logos?: readonly string[];
  }[];
}

export type Json = Record<string, unknown>;

const pages = import.meta.glob<{ default: ComponentType }>('../../src/pages/services/*/page.tsx', { eager: true });
const descriptors = import.meta.glob<Record<string, LooseDescriptor>>('../../src/pages/services/*/descriptor.ts', { eager: true });

/** English catalogues by namespace. */
export const en = resources.en as Record<string, Json>;
export const common = en.common as { logos: Record<string, string>; cta: { fullServices: string } };

/** The page component, descriptor and English catalogue of /services/<id> (undefined parts are missing). */
export function servicePage(id: string) {
  const mod = descriptors[`../../src/pages/services/${id}/descriptor.ts`];
  const ns = `service-${id}`;
  return {
    id,
    ns,
    Page: pages[`../../src/pages/services/${id}/page.tsx`]?.default,
    descriptor: mod ? (Object.values(mod)[0] as LooseDescriptor) : undefined,
    cat: en[ns] as Json | undefined,
  };
}

/** The value at a dotted path of a catalogue. */
export const get = (obj: unknown, path: string): unknown =>
  path.split('.').reduce<unknown>((o, k) => (o && typeof o === 'object' ? (o as Json)[k] : undefined), obj);

/** The `<tag>` names opened in a piece of copy, sorted. */
export const tagsIn = (text: unknown) => [...String(text ?? '').matchAll(/<([a-zA-Z][\w-]*)>/g)].map((m) => m[1]).sort();

export const keysOf = (obj: unknown) => Object.keys((obj ?? {}) as Json);
