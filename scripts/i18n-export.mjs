// npm run i18n:export -- --locale th [--outdated] [--out DIR]
// Writes one XLIFF 1.2 file per locale (xliff/<locale>.xlf; every target locale without --locale)
// for a CAT tool or an agency, and beside it xliff/<locale>-screens/ with the screenshots of the
// keys it contains (from the last `npm run i18n:context`). --outdated keeps only the units that
// need work: new, outdated, and translated but never reviewed. See locales/README.md, "For agencies".
import { copyFileSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SHOTS_DIR } from './i18n/context-store.mjs';
import { ROOT } from './i18n/project.mjs';
import { TARGET_LOCALES } from './i18n/site.ts';
import { buildUnits, writeXliff } from './i18n/xliff.mjs';

export async function runExport(root, argv) {
  const value = (flag) => (argv.includes(flag) ? argv[argv.indexOf(flag) + 1] : undefined);
  const known = TARGET_LOCALES.map((l) => l.code);
  const wanted = value('--locale') ? value('--locale').split(',') : known;
  const unknown = wanted.filter((l) => !known.includes(l));
  if (unknown.length) return { ok: false, text: `Unknown locale ${unknown.join(', ')}: choose from ${known.join(', ')}` };
  const out = value('--out') ?? join(root, 'xliff');
  mkdirSync(out, { recursive: true });
  const lines = [];
  for (const locale of wanted) {
    const units = buildUnits(root, locale, { outdatedOnly: argv.includes('--outdated') });
    const file = join(out, `${locale}.xlf`);
    writeFileSync(file, await writeXliff(units, locale));
    const shots = [...new Set(units.flatMap((u) => u.shots))];
    const screens = join(out, `${locale}-screens`);
    rmSync(screens, { recursive: true, force: true });
    let copied = 0;
    for (const shot of shots) {
      const from = join(root, SHOTS_DIR, shot);
      if (!existsSync(from)) continue;
      mkdirSync(screens, { recursive: true });
      copyFileSync(from, join(screens, shot.replace(/^screens\//, '')));
      copied += 1;
    }
    const count = (s) => units.filter((u) => u.state === s).length;
    lines.push(
      `${relative(process.cwd(), file) || file}: ${units.length} units (new ${count('new')}, outdated ${count('outdated')}, broken ${count('broken')}, translated ${count('translated')}, reviewed ${count('reviewed')}), ` +
        `${units.filter((u) => u.maxLength !== undefined).length} with a maximum length; ${copied ? `${copied} screenshots in ${relative(process.cwd(), screens) || screens}/` : shots.length ? 'no screenshots (run npm run i18n:context first to bundle them)' : 'no screenshots referred to'}`,
    );
  }
  return { ok: true, text: lines.join('\n') };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { ok, text } = await runExport(ROOT, process.argv.slice(2));
  console.log(text);
  if (!ok) process.exitCode = 1;
}
