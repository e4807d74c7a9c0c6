// @vitest-environment node
/// <reference types="node" />
// crowdin.yml: its patterns match the real catalogues and every shipped locale is mapped.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { SITE_LOCALES, SOURCE_LOCALE } from '../../scripts/i18n/site.ts';

interface CrowdinFile {
  source: string;
  translation: string;
  type?: string;
  ignore?: string[];
  languages_mapping?: { locale?: Record<string, string> };
}

const ROOT = process.cwd();
const config = parse(readFileSync(join(ROOT, 'crowdin.yml'), 'utf8')) as { files: CrowdinFile[]; base_path?: string };

/** Crowdin's source pattern (`*` within one folder, `**` across folders) as a regular expression on project paths. */
function sourcePattern(pattern: string): RegExp {
  const body = pattern
    .replace(/^\//, '')
    .split(/(\*\*|\*)/)
    .map((part) => (part === '**' ? '.*' : part === '*' ? '[^/]*' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${body}$`);
}

function filesUnder(dir: string, base = dir): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((d) =>
    d.isDirectory() ? filesUnder(join(dir, d.name), base) : [join(dir, d.name)],
  );
}

describe('crowdin.yml', () => {
  const files = config.files;
  const shipped = SITE_LOCALES.filter((l) => l.state === 'shipped' && l.code !== SOURCE_LOCALE).map((l) => l.code);

  it('reads the catalogues as i18next JSON (plural forms) from the project root', () => {
    expect(config.base_path).toBe('.');
    expect(files.length).toBeGreaterThan(0);
    for (const f of files) expect(f.type).toBe('i18next_json');
  });

  it('its source pattern matches every English catalogue and nothing else', () => {
    const all = filesUnder('locales');
    for (const f of files) {
      const re = sourcePattern(f.source);
      const ignored = (f.ignore ?? []).map(sourcePattern);
      const matched = all.filter((p) => re.test(p) && !ignored.some((i) => i.test(p))).sort();
      const english = readdirSync(join(ROOT, 'locales', SOURCE_LOCALE)).filter((n) => n.endsWith('.json')).map((n) => `locales/${SOURCE_LOCALE}/${n}`).sort();
      expect(english.length).toBeGreaterThan(10);
      expect(matched).toEqual(english);
    }
  });

  it('maps every shipped locale, and its translation pattern names the real catalogues', () => {
    for (const f of files) {
      const mapping = f.languages_mapping?.locale ?? {};
      const folders = Object.values(mapping);
      expect(folders.slice().sort(), 'every shipped locale is mapped, and nothing else').toEqual(shipped.slice().sort());
      expect(new Set(folders).size, 'no two Crowdin languages write one folder').toBe(folders.length);
      const english = readdirSync(join(ROOT, 'locales', SOURCE_LOCALE)).filter((n) => n.endsWith('.json'));
      for (const [crowdinCode, folder] of Object.entries(mapping)) {
        expect(crowdinCode).toMatch(/^[a-z]{2,3}(-[A-Z]{2}|-[A-Za-z]{4})?$/);
        const target = (name: string) => f.translation.replace('%locale%', folder).replace('%original_file_name%', name).replace(/^\//, '');
        const written = english.map(target);
        // Every catalogue of the locale is a file the pattern writes (a sparse regional overlay such
        // as zh-TW may lack some; completeness is npm run i18n:check's business).
        const actual = readdirSync(join(ROOT, 'locales', folder)).filter((n) => n.endsWith('.json')).map((n) => `locales/${folder}/${n}`);
        expect(actual.length, `locales/${folder}/ has catalogues`).toBeGreaterThan(0);
        expect(actual.filter((p) => !written.includes(p)), `catalogues of ${folder} the pattern does not write`).toEqual([]);
        expect(written.filter((p) => existsSync(join(ROOT, p))).length).toBe(actual.length);
      }
    }
  });

  it('the test itself fails on a missing mapping or a pattern that matches nothing', () => {
    const mapping = { ...files[0]!.languages_mapping!.locale };
    delete mapping['th'];
    expect(Object.values(mapping).sort()).not.toEqual(shipped.slice().sort());
    expect(filesUnder('locales').filter((p) => sourcePattern('/locales/english/*.json').test(p))).toEqual([]);
  });
});
