// The context of every English key, kept beside the English source in locales/en/_context/<ns>.json:
//   { "banner.title": { "note": "…", "maxLength": 42, "roles": ["heading"], "screens": ["/about"] } }
// - `note` is written by hand: what the text means where that is not obvious, or why it is on no screen.
// - `maxLength`, `roles`, `screens` and `documents` are written by `npm run i18n:context` (measured
//   on the built site; never typed in): how many characters the layout has room for (absent: the
//   text wraps freely), the element roles the key shows in, the screens (hash routes) where it is
//   visible, and `documents` for text that is only in a document's head (title, meta description).
// The screenshots and the key → box index of the last run are in test-results/i18n-context/ (not
// committed; the export bundles them when they are there).
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const CONTEXT_DIR = 'locales/en/_context';
export const SHOTS_DIR = 'test-results/i18n-context';
export const MEASURED_FIELDS = ['maxLength', 'roles', 'screens', 'documents'];

/** { ns: { key: context } } for every namespace with a context file. */
export function readContext(root) {
  const dir = join(root, CONTEXT_DIR);
  if (!existsSync(dir)) return {};
  const out = {};
  for (const f of readdirSync(dir).filter((n) => n.endsWith('.json')).sort()) out[f.slice(0, -5)] = JSON.parse(readFileSync(join(dir, f), 'utf8'));
  return out;
}

/** The shots index of the last `npm run i18n:context` run, or undefined. */
export function readShotsIndex(root) {
  const file = join(root, SHOTS_DIR, 'index.json');
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
}

/**
 * Writes measured context for the keys of `english` ({ ns: flat keys }), keeping every hand-written
 * note and dropping the measured fields of keys the run did not see. Keys sorted, one per line.
 */
export function writeMeasured(root, englishKeys, measured) {
  const current = readContext(root);
  mkdirSync(join(root, CONTEXT_DIR), { recursive: true });
  for (const [ns, keys] of Object.entries(englishKeys)) {
    const out = {};
    for (const key of [...keys].sort()) {
      const entry = {};
      const note = current[ns]?.[key]?.note;
      if (note) entry.note = note;
      const m = measured[ns]?.[key];
      for (const field of MEASURED_FIELDS) if (m?.[field] !== undefined && !(Array.isArray(m[field]) && !m[field].length)) entry[field] = m[field];
      if (Object.keys(entry).length) out[key] = entry;
    }
    writeFileSync(join(root, CONTEXT_DIR, `${ns}.json`), formatContext(out));
  }
}

/** A context file's text: one key per line, keys sorted, fields in a fixed order (small, readable diffs). */
export function formatContext(entries) {
  const order = ['note', ...MEASURED_FIELDS];
  const lines = Object.keys(entries)
    .sort()
    .map((key) => {
      const e = entries[key];
      const fields = Object.fromEntries(order.filter((f) => e[f] !== undefined).map((f) => [f, e[f]]));
      return `  ${JSON.stringify(key)}: ${JSON.stringify(fields)}`;
    });
  return lines.length ? `{\n${lines.join(',\n')}\n}\n` : '{}\n';
}

/** Written for a key seen on every screen (the header, the footer) instead of listing them all. */
export const EVERY_SCREEN = '*';

/**
 * Merges what the screenshot run saw into context per key: { ns: { key: { roles, screens,
 * documents, maxLength } } }. An observation is { id: "ns:key", screen, device, role, visible,
 * maxLength } where maxLength is a number (measured limit), null (measured: no limit) or undefined
 * (not measured). A key's limit is the smallest measured on any screen and width; a key measured
 * somewhere as limited stays limited. `screens` lists where the key is visible, or [EVERY_SCREEN]
 * when that is every screen of `allScreens`. Keys only in the head (title, meta description) get
 * `documents` instead.
 */
export function mergeObservations(observations, allScreens) {
  const byKey = new Map();
  for (const o of observations) {
    const at = o.id.indexOf(':');
    const ns = o.id.slice(0, at);
    const key = o.id.slice(at + 1);
    const slot = byKey.get(o.id) ?? { ns, key, roles: new Set(), screens: new Set(), documents: new Set(), maxLength: undefined };
    byKey.set(o.id, slot);
    const head = o.role === 'document title' || o.role.startsWith('meta');
    if (head) slot.documents.add(o.screen);
    else if (o.visible) slot.screens.add(o.screen);
    if (!head && o.visible) slot.roles.add(o.role);
    if (typeof o.maxLength === 'number') slot.maxLength = slot.maxLength === undefined ? o.maxLength : Math.min(slot.maxLength, o.maxLength);
  }
  const every = new Set(allScreens);
  const out = {};
  for (const slot of byKey.values()) {
    const screens = [...slot.screens].sort();
    const onEvery = every.size > 1 && [...every].every((s) => slot.screens.has(s));
    out[slot.ns] ??= {};
    out[slot.ns][slot.key] = {
      maxLength: slot.maxLength,
      roles: [...slot.roles].sort(),
      screens: onEvery ? [EVERY_SCREEN] : screens,
      documents: screens.length ? [] : [...slot.documents].sort(),
    };
  }
  return out;
}
