// @vitest-environment node
/// <reference types="node" />
// The XLIFF round trip of the real catalogues, what import refuses, a valid edit, and the schema.
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { validateXML } from 'xmllint-wasm';
import { runExport } from '../../scripts/i18n-export.mjs';
import { runImport } from '../../scripts/i18n-import.mjs';
import { flatten } from '../../scripts/i18n/catalogue-checks.mjs';
import { hashText, outdatedKeys, readLock } from '../../scripts/i18n/lock.mjs';
import { loadCatalogues, loadShownCatalogues } from '../../scripts/i18n/coverage.mjs';
import { TARGET_LOCALES } from '../../scripts/i18n/site.ts';
import { LOCALES } from '../../src/i18n/locales.ts';
import { buildUnits, fromInline, readXliff, scriptProblem, splitCodes, toInline, writeXliff } from '../../scripts/i18n/xliff.mjs';

const XLIFF_SCHEMA = join(process.cwd(), 'scripts/i18n/xliff-1.2-profile.xsd');
const made: string[] = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

/** A copy of the project's locales/ in a temporary root (the catalogues, locks, glossary and context). */
function copyOfProject(): string {
  const root = mkdtempSync(join(tmpdir(), 'i18n-xliff-'));
  made.push(root);
  cpSync(join(process.cwd(), 'locales'), join(root, 'locales'), { recursive: true });
  return root;
}

/** Every file under a folder with its bytes, to tell whether anything changed. */
function snapshot(dir: string, base = dir, out: Record<string, string> = {}): Record<string, string> {
  for (const name of readdirSync(dir).sort()) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) snapshot(p, base, out);
    else out[p.slice(base.length + 1)] = readFileSync(p, 'utf8');
  }
  return out;
}

/** Replaces the <target> of one unit in an exported file, as a CAT tool (or a hand edit) would. */
function editTarget(xml: string, ns: string, key: string, inner: string): string {
  const file = xml.indexOf(`<file original="${ns}.json"`);
  const unit = xml.indexOf(`<trans-unit id="${key}"`, file);
  expect(file, `file ${ns}`).toBeGreaterThan(-1);
  expect(unit, `unit ${key}`).toBeGreaterThan(-1);
  const start = xml.indexOf('<target', unit);
  const end = xml.indexOf('</target>', start) + '</target>'.length;
  const open = xml.slice(start, xml.indexOf('>', start) + 1).replace('/>', '>');
  return `${xml.slice(0, start)}${open}${inner}</target>${xml.slice(end)}`;
}

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

async function exportTo(root: string, locale: string, args: string[] = []): Promise<string> {
  const out = join(root, 'out');
  const result = await runExport(root, ['--locale', locale, '--out', out, ...args]);
  expect(result.ok, result.text).toBe(true);
  return join(out, `${locale}.xlf`);
}

describe('inline codes', () => {
  it('splits placeholders, tags and entities from text', () => {
    expect(splitCodes('Hi {{name}}, see <seo>SEO</seo><br/>&amp; more')).toEqual([
      'Hi ',
      { code: '{{name}}', kind: 'ph' },
      ', see ',
      { code: '<seo>', kind: 'open', name: 'seo' },
      'SEO',
      { code: '</seo>', kind: 'close', name: 'seo' },
      { code: '<br/>', kind: 'ph' },
      { code: '&amp;', kind: 'ph' },
      ' more',
    ]);
  });

  it('gives a target the ids of the source codes, and reads them back', () => {
    const src = toInline('Use <b>{{count}}</b> tools');
    const tgt = toInline('ใช้ <b>{{count}}</b> เครื่องมือ', src.ids);
    expect(tgt.value).toEqual(['ใช้ ', { SpanStart: { id: '1', contents: '<b>' } }, { Span: { id: '2', contents: '{{count}}' } }, { SpanEnd: { id: '1', contents: '</b>' } }, ' เครื่องมือ']);
    expect(fromInline(tgt.value, src.value)).toEqual({ text: 'ใช้ <b>{{count}}</b> เครื่องมือ', problems: [] });
    expect(fromInline(['x ', { Span: { id: '2', contents: '{{cnt}}' } }], src.value).problems[0]).toMatch(/"\{\{count\}\}" was edited into "\{\{cnt\}\}"/);
    expect(fromInline(['x ', { Span: { id: '9', contents: '{{x}}' } }], src.value).problems[0]).toMatch(/does not have/);
  });
});

describe('round trip: export then import, for every locale, changes no file', () => {
  it.each(TARGET_LOCALES.map((l) => l.code))('%s', async (locale) => {
    const root = copyOfProject();
    const before = snapshot(join(root, 'locales'));
    const file = await exportTo(root, locale);
    const text = readFileSync(file, 'utf8');
    expect(text).toContain(`target-language="${locale}"`);
    const result = await runImport(root, [file]);
    expect(result.ok, result.text).toBe(true);
    expect(snapshot(join(root, 'locales'))).toEqual(before);
    // The parsed targets are the texts the site shows, code for code (not only "nothing written");
    // for an edition (zh-TW) that is its overlay over the base.
    const parsed = await readXliff(text);
    const catalogues = loadShownCatalogues(root, locale, LOCALES);
    for (const unit of parsed.units.slice(0, 400)) {
      expect(fromInline(unit.target, unit.source).text).toBe(flatten(catalogues[unit.ns]!.data)[unit.key]);
    }
  });
});

describe('import refuses, writes nothing, and names each unit and why', () => {
  /** Exports Thai, applies edits to the file, imports it; returns the report and whether anything changed. */
  async function refused(edit: (xml: string, units: ReturnType<typeof buildUnits>) => string) {
    const root = copyOfProject();
    const before = snapshot(join(root, 'locales'));
    const file = await exportTo(root, 'th');
    const units = buildUnits(root, 'th');
    writeFileSync(file, edit(readFileSync(file, 'utf8'), units));
    const result = await runImport(root, [file]);
    expect(snapshot(join(root, 'locales')), 'nothing is written').toEqual(before);
    expect(result.ok).toBe(false);
    return result.text;
  }
  const find = (units: ReturnType<typeof buildUnits>, test: (u: ReturnType<typeof buildUnits>[number]) => boolean) => {
    const unit = units.find(test);
    expect(unit, 'a unit to edit').toBeDefined();
    return unit!;
  };

  it('a target with a broken placeholder', async () => {
    let unit!: ReturnType<typeof buildUnits>[number];
    const text = await refused((xml, units) => {
      unit = find(units, (u) => /\{\{value, number\}\}/.test(u.source) && /\p{L}/u.test(u.target.replace(/\{\{[^}]*\}\}/g, '')));
      // The translator typed the placeholder as text, misspelt, instead of keeping the protected code.
      return editTarget(xml, unit.ns, unit.key, escapeXml(unit.target.replace('{{value, number}}', '{{valeur, number}}')));
    });
    expect(text).toContain(`${unit.ns}.json, unit "${unit.key}": placeholders differ from English: missing {{value}}; unknown {{valeur}}`);
    expect(text).toMatch(/1 unit\(s\) refused; nothing was written/);
  });

  it('a removed inline tag', async () => {
    let unit!: ReturnType<typeof buildUnits>[number];
    const text = await refused((xml, units) => {
      unit = find(units, (u) => /<([a-z]+)>[^<]+<\/\1>/.test(u.source));
      return editTarget(xml, unit.ns, unit.key, escapeXml(unit.target.replace(/<\/?[a-z]+>/g, '')));
    });
    expect(text).toMatch(new RegExp(`${unit.ns}\\.json, unit "${unit.key.replace(/\./g, '\\.')}": tags differ from English: missing <`));
  });

  it('a glossary brand altered', async () => {
    let unit!: ReturnType<typeof buildUnits>[number];
    const text = await refused((xml, units) => {
      unit = find(units, (u) => /\bWeChat\b/.test(u.source) && u.target.includes('WeChat') && !/[<{]/.test(u.source));
      return editTarget(xml, unit.ns, unit.key, escapeXml(unit.target.replaceAll('WeChat', 'Wechat')));
    });
    expect(text).toContain(`${unit.ns}.json, unit "${unit.key}": the name "WeChat" must appear exactly as written: it is a brand of the glossary`);
  });

  it('a target in the wrong script', async () => {
    let unit!: ReturnType<typeof buildUnits>[number];
    const text = await refused((xml, units) => {
      unit = find(units, (u) => u.ns === 'about' && u.key === 'banner.title');
      return editTarget(xml, unit.ns, unit.key, '关于我们');
    });
    expect(text).toContain('about.json, unit "banner.title": is written in Chinese characters (Han); th is written in Thai');
  });

  it('a target over its maximum length, and a missing plural form (Polish: one, few, many, other)', async () => {
    // A small project of its own: English has no plural keys and the lengths depend on the last context run.
    const root = mkdtempSync(join(tmpdir(), 'i18n-xliff-pl-'));
    made.push(root);
    const write = (path: string, data: unknown) => {
      mkdirSync(join(root, path, '..'), { recursive: true });
      writeFileSync(join(root, path), `${JSON.stringify(data, null, 2)}\n`);
    };
    write('locales/en/demo.json', { button: 'Send', items_one: '{{count}} item', items_other: '{{count}} items' });
    write('locales/pl/demo.json', { button: 'Wyślij', items_one: '{{count}} element', items_few: '{{count}} elementy', items_many: '{{count}} elementów', items_other: '{{count}} elementu' });
    write('locales/en/_context/demo.json', { button: { maxLength: 12, roles: ['button'], screens: ['/contact'] } });
    write('locales/glossary.json', { entries: [], thaiWords: [] });
    const before = snapshot(join(root, 'locales'));
    const units = buildUnits(root, 'pl');
    expect(units.map((u) => u.key)).toEqual(['button', 'items_one', 'items_few', 'items_many', 'items_other']);
    let xml = await writeXliff(units, 'pl');
    expect(xml).toContain('maxwidth="12" size-unit="char"');
    xml = editTarget(xml, 'demo', 'button', 'Wyślij wiadomość teraz');
    xml = editTarget(xml, 'demo', 'items_one', '<ph id="1">{{count}}</ph> pozycja');
    xml = editTarget(xml, 'demo', 'items_few', '');
    xml = editTarget(xml, 'demo', 'items_many', '');
    const file = join(root, 'pl.xlf');
    writeFileSync(file, xml);
    // The fixture's pl is no site locale: check through checkImport with the locales given.
    const { checkImport, describeProblems } = await import('../../scripts/i18n/xliff.mjs');
    // Remove the catalogue's few/many forms so that the file must supply them.
    write('locales/pl/demo.json', { button: 'Wyślij', items_one: '{{count}} element', items_other: '{{count}} elementu' });
    const result = checkImport(root, await readXliff(xml), { knownLocales: ['en', 'pl'] });
    const text = describeProblems(result.problems);
    expect(text).toContain('demo.json, unit "button": is 22 characters long; the layout has room for 12 (shorten it)');
    expect(text).toContain('demo.json, unit "items_few": plural forms "few", "many" of "items" missing: pl needs "one", "few", "many", "other" (CLDR), translate them all');
    expect(result.problems).toHaveLength(2);
    write('locales/pl/demo.json', { button: 'Wyślij', items_one: '{{count}} element', items_few: '{{count}} elementy', items_many: '{{count}} elementów', items_other: '{{count}} elementu' });
    expect(snapshot(join(root, 'locales'))).toEqual(before);
  });

  it('the script rule: own letters required where the English is more than names', () => {
    expect(scriptProblem('th', 'Contact us', 'Contact us')).toMatch(/has no Thai letters/);
    expect(scriptProblem('th', 'SEO', 'SEO', ['SEO'])).toBeUndefined();
    expect(scriptProblem('th', 'บริการ SEO', 'SEO services')).toBeUndefined();
    expect(scriptProblem('ja', 'サービス', 'Services')).toBeUndefined();
    expect(scriptProblem('ko', 'サービス', 'Services')).toMatch(/katakana; ko is written in Hangul/);
    expect(scriptProblem('vi', 'Dịch vụ', 'Services')).toBeUndefined();
    expect(scriptProblem('vi', 'บริการ', 'Services')).toMatch(/Thai; vi is written in Latin/);
  });
});

describe('a valid edit', () => {
  it('lands in the catalogue and marks the key current in the lock', async () => {
    const root = copyOfProject();
    // Make one Thai key outdated: its lock records an older English.
    const lockFile = join(root, 'locales/th.lock.json');
    const lock = JSON.parse(readFileSync(lockFile, 'utf8'));
    lock.about['banner.text'] = hashText('An older English text');
    writeFileSync(lockFile, `${JSON.stringify(lock, null, 2)}\n`);
    const english = loadCatalogues(root, 'en');
    expect(outdatedKeys(root, 'th', english, loadCatalogues(root, 'th')).map((o) => `${o.ns}:${o.key}`)).toEqual(['about:banner.text']);
    const file = await exportTo(root, 'th', ['--outdated']);
    let xml = readFileSync(file, 'utf8');
    expect(xml.match(/<trans-unit /g)).toHaveLength(1);
    expect(xml).toContain('<target state="needs-review-translation">');
    const updated = 'บริษัทเทคโนโลยีโฆษณาของกลุ่มการตลาดที่ช่วยแบรนด์เติบโตในเอเชียแปซิฟิกมากว่า 15 ปี';
    xml = editTarget(xml, 'about', 'banner.text', updated);
    writeFileSync(file, xml);
    const result = await runImport(root, [file]);
    expect(result.ok, result.text).toBe(true);
    expect(result.text).toContain('1 text(s) written');
    expect(JSON.parse(readFileSync(join(root, 'locales/th/about.json'), 'utf8')).banner.text).toBe(updated);
    const enText = flatten(english.about!.data)['banner.text'] as string;
    expect(readLock(root, 'th').about?.['banner.text']).toBe(hashText(enText));
    expect(outdatedKeys(root, 'th', english, loadCatalogues(root, 'th'))).toEqual([]);
    // The file keeps its layout: only that line changed.
    const original = readFileSync(join(process.cwd(), 'locales/th/about.json'), 'utf8').split('\n');
    const now = readFileSync(join(root, 'locales/th/about.json'), 'utf8').split('\n');
    expect(now.filter((line, i) => line !== original[i])).toHaveLength(1);
  });

  it('an unchanged outdated unit signed off (approved) is confirmed; left as exported it stays outdated', async () => {
    const root = copyOfProject();
    const lockFile = join(root, 'locales/th.lock.json');
    const lock = JSON.parse(readFileSync(lockFile, 'utf8'));
    lock.about['banner.title'] = hashText('ABOUT US');
    writeFileSync(lockFile, `${JSON.stringify(lock, null, 2)}\n`);
    const file = await exportTo(root, 'th', ['--outdated']);
    const xml = readFileSync(file, 'utf8');
    expect((await runImport(root, [file])).text).toContain('0 text(s) written, 0 unchanged');
    expect(readLock(root, 'th').about?.['banner.title']).toBe(hashText('ABOUT US'));
    writeFileSync(file, xml.replace('approved="no"', 'approved="yes"'));
    expect((await runImport(root, [file])).text).toContain('0 text(s) written, 1 unchanged text(s) confirmed');
    expect(readLock(root, 'th').about?.['banner.title']).toBe(hashText('ABOUT'));
  });
});

describe('an edition (zh-TW over zh-HK) stays a sparse overlay', () => {
  it('exports inherited texts as the base texts, writes only what differs, and a text put back to the base text leaves the overlay', async () => {
    const root = copyOfProject();
    const own = () => JSON.parse(readFileSync(join(root, 'locales/zh-TW/home.json'), 'utf8'));
    const hk = JSON.parse(readFileSync(join(root, 'locales/zh-HK/home.json'), 'utf8'));
    const before = own();
    // One text the overlay holds and one it inherits.
    const overridden = 'banner.text';
    const inheritedKey = Object.keys(flatten(hk)).find((k) => flatten(before)[k] === undefined)!;
    expect(flatten(before)[overridden]).toBeDefined();
    expect(inheritedKey).toBeDefined();
    const file = await exportTo(root, 'zh-TW');
    let xml = readFileSync(file, 'utf8');
    const units = buildUnits(root, 'zh-TW');
    const inheritedUnit = units.find((u) => u.ns === 'home' && u.key === inheritedKey)!;
    expect(inheritedUnit.target).toBe(flatten(hk)[inheritedKey]);
    expect(inheritedUnit.notes[0]).toMatch(/^Inherited from zh-HK/);
    // The translator puts the overridden text back to Hong Kong's and rewrites the inherited one.
    const taiwan = `${flatten(hk)[inheritedKey] as string}（台灣）`;
    xml = editTarget(xml, 'home', overridden, escapeXml(flatten(hk)[overridden] as string));
    xml = editTarget(xml, 'home', inheritedKey, escapeXml(taiwan));
    writeFileSync(file, xml);
    const result = await runImport(root, [file]);
    expect(result.ok, result.text).toBe(true);
    const after = flatten(own());
    expect(after[overridden], 'a text equal to the base leaves the overlay').toBeUndefined();
    expect(after[inheritedKey]).toBe(taiwan);
    expect(Object.keys(after).length).toBe(Object.keys(flatten(before)).length);
    expect(readLock(root, 'zh-TW').home?.[overridden]).toBeUndefined();
    expect(readLock(root, 'zh-TW').home?.[inheritedKey]).toBeDefined();
  });
});

describe('the exported file is valid XLIFF 1.2', () => {
  const schema = () => ({ fileName: 'xliff-1.2-profile.xsd', contents: readFileSync(XLIFF_SCHEMA, 'utf8') });
  const memory = { initialMemoryPages: 1024, maxMemoryPages: 16384 };

  it('validates against the schema, with states, notes, maximum lengths and inline codes', async () => {
    const root = copyOfProject();
    const file = await exportTo(root, 'zh-HK');
    const xml = readFileSync(file, 'utf8');
    expect(xml).toMatch(/<ph id="1">\{\{value, (number|compact)\}\}<\/ph>/);
    expect(xml).toMatch(/<bpt id="\d+">&lt;[a-z]+&gt;<\/bpt>/);
    expect(xml).toContain('<note>');
    // Segments hold the text only: no layout whitespace around inline codes (a CAT tool would show it).
    expect(xml.match(/<(source|target)[^>]*>[^<]*\n|\n\s*<\/(source|target)>|<\/(ph|bpt|ept)>\n/g)).toBeNull();
    const result = await validateXML({ xml: [{ fileName: 'zh-HK.xlf', contents: xml }], schema: [schema()], ...memory });
    expect(result.errors.slice(0, 3)).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('and the schema refuses what XLIFF 1.2 does not allow (the validation can fail)', async () => {
    const root = copyOfProject();
    const xml = readFileSync(await exportTo(root, 'th'), 'utf8');
    const broken = xml.replace('state="signed-off"', 'state="done"').replace('<note>', '<comment>').replace('</note>', '</comment>');
    const result = await validateXML({ xml: [{ fileName: 'th.xlf', contents: broken }], schema: [schema()], ...memory });
    expect(result.valid).toBe(false);
    expect(result.errors.map((e) => e.message).join('\n')).toMatch(/'done' is not a valid value/);
  });
});

describe('locateString', () => {
  it('finds a nested text in a hand-laid-out catalogue, and only that one', async () => {
    const { locateString } = await import('../../scripts/i18n/xliff.mjs');
    const text = '{\n  "a": { "b": "x \\" y", "c": { "b": "two" } },\n  "b": "three"\n}\n';
    const at = (key: string) => {
      const r = locateString(text, key);
      return r && JSON.parse(text.slice(r[0], r[1]));
    };
    expect([at('a.b'), at('a.c.b'), at('b'), at('c'), at('a.c')]).toEqual(['x " y', 'two', 'three', undefined, undefined]);
  });
});
