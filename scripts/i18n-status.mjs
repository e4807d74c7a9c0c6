// Translation coverage, for translators: `npm run i18n:status` prints a table of every locale and
// namespace; `npm run i18n:status -- th` lists, file by file, what is left to do in Thai.
// A key counts as translated when it is present, not empty, and keeps English's placeholders and tags.
// An edition (a locale with a `base`, zh-TW over zh-HK) is counted as its readers see it, its overlay
// over the base, with its own strings beside it: "100% (43% own)".
import { fileURLToPath } from 'node:url';
import { compareCatalogue } from './i18n/catalogue-checks.mjs';
import { coverageOf, editionCounts, hasLocaleFolder, loadCatalogues, loadShownCatalogues, OFFER_THRESHOLD } from './i18n/coverage.mjs';
import { describeOutdated, outdatedCounts, outdatedKeys } from './i18n/lock.mjs';
import { readLocales, ROOT } from './i18n/project.mjs';

const pct = (t, n) => (n === 0 ? '100%' : `${Math.floor((t / n) * 100)}%`);

export function statusTable(root = ROOT) {
  const listed = readLocales(root);
  const locales = listed.filter((l) => l.code !== 'en');
  const english = loadCatalogues(root, 'en');
  const namespaces = Object.keys(english).filter((ns) => english[ns].data);
  const catalogues = Object.fromEntries(locales.map((l) => [l.code, loadCatalogues(root, l.code)]));
  const shown = Object.fromEntries(locales.map((l) => [l.code, l.base ? loadShownCatalogues(root, l.code, listed) : catalogues[l.code]]));
  const cov = Object.fromEntries(locales.map((l) => [l.code, coverageOf(english, shown[l.code], l.code)]));
  const own = Object.fromEntries(locales.filter((l) => l.base).map((l) => [l.code, editionCounts(english, catalogues[l.code], shown[l.code], l.code)]));
  const ownPart = (code, ns) => {
    const e = own[code];
    if (!e) return '';
    const n = ns ? e.namespaces[ns] : { own: e.own, total: e.own + e.inherited };
    return ` (${pct(n.own, n.total)} own)`;
  };
  const stale = Object.fromEntries(locales.map((l) => [l.code, outdatedCounts(root, l.code, english, catalogues[l.code])]));
  const staleTotal = (code) => Object.values(stale[code]).reduce((a, b) => a + b, 0);
  const head = ['namespace', 'keys', ...locales.map((l) => l.code)];
  const rows = namespaces.map((ns) => {
    const total = cov[locales[0]?.code]?.namespaces[ns]?.total ?? 0;
    return [
      ns,
      String(total),
      ...locales.map((l) => {
        const c = cov[l.code].namespaces[ns];
        if (c.state === 'missing') return '–';
        if (c.state === 'invalid') return 'JSON!';
        const old = stale[l.code][ns];
        return `${pct(c.translated, c.total)}${ownPart(l.code, ns)}${old ? ` ${old}↻` : ''}`;
      }),
    ];
  });
  const sum = (l) => cov[l.code];
  const foot = [
    ['TOTAL', '', ...locales.map((l) => `${pct(sum(l).translated, sum(l).total)}${ownPart(l.code)}`)],
    ['translated', '', ...locales.map((l) => `${sum(l).translated}/${sum(l).total}`)],
    ['own + inherited', '', ...locales.map((l) => (own[l.code] ? `${own[l.code].own} + ${own[l.code].inherited} from ${l.base}` : '–'))],
    ['outdated ↻', '', ...locales.map((l) => String(staleTotal(l.code)))],
    ['state', '', ...locales.map((l) => l.state)],
    ['in switcher', '', ...locales.map((l) => (l.state === 'shipped' || sum(l).ratio >= OFFER_THRESHOLD ? 'yes' : 'no'))],
  ];
  const all = [head, ...rows, ...foot];
  const widths = head.map((_, i) => Math.max(...all.map((r) => r[i].length)));
  const fmt = (r) => r.map((c, i) => (i < 1 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  const rule = widths.map((w) => '─'.repeat(w)).join('  ');
  const lines = [
    `Translation coverage against English (${namespaces.length} namespaces). – = file missing, JSON! = invalid file, n↻ = n keys outdated (English changed since the translation, or never reviewed).`,
    ...locales.filter((l) => l.base).map((l) => `${l.code} is an edition of ${l.base}: it holds only the strings that differ ("own"); the rest it inherits.`),
    '',
    fmt(head),
    rule,
    ...rows.map(fmt),
    rule,
    ...foot.map(fmt),
    '',
    `shipped locales must be at 100% (npm run i18n:check fails otherwise); in-progress (next) locales are offered in the language switcher from ${Math.round(OFFER_THRESHOLD * 100)}%.`,
    'What is left in one locale: npm run i18n:status -- <locale>   (e.g. npm run i18n:status -- th)',
  ];
  return { text: lines.join('\n'), coverage: cov, outdated: stale };
}

/** The to-do list of one locale: every missing or faulty key, file by file. */
export function localeDetail(root, code) {
  const locale = readLocales(root).find((l) => l.code === code);
  if (!locale) return { text: `Unknown locale "${code}": the locales are listed in src/i18n/locales.ts.`, ok: false };
  const english = loadCatalogues(root, 'en');
  const mine = loadCatalogues(root, code);
  const catalogues = locale.base ? loadShownCatalogues(root, code) : mine;
  const c = coverageOf(english, catalogues, code);
  const stale = outdatedKeys(root, code, english, mine);
  const lines = [`${code} (${locale.state}): ${pct(c.translated, c.total)} translated (${c.translated}/${c.total} keys), ${stale.length} outdated`];
  if (locale.base) {
    const e = editionCounts(english, mine, catalogues, code);
    lines.push(`  an edition of ${locale.base}: ${e.own} strings of its own (locales/${code}/), ${e.inherited} inherited from locales/${locale.base}/`);
    for (const [ns, n] of Object.entries(e.namespaces)) if (n.own) lines.push(`    ${ns}: ${n.own} own, ${n.inherited} inherited`);
  }
  if (!hasLocaleFolder(root, code)) lines.push(`  locales/${code}/ does not exist yet: copy locales/en/ to start (see locales/README.md).`);
  for (const [ns, en] of Object.entries(english)) {
    if (!en.data) continue;
    const file = catalogues[ns]?.file ?? `locales/${code}/${ns}.json`;
    const n = c.namespaces[ns];
    if (n.state === 'missing') {
      lines.push(`  ${file}: missing (${n.total} keys to translate from ${en.file})`);
      continue;
    }
    const cat = catalogues[ns];
    if (cat.error) {
      lines.push('', `${file}:${cat.line}:${cat.column}: ${cat.error}`);
      continue;
    }
    const problems = compareCatalogue(en.data, cat.data, { locale: code });
    if (!problems.length) continue;
    lines.push('', `${file}: ${pct(n.translated, n.total)} (${n.translated}/${n.total})`);
    for (const p of problems) lines.push(`  ${p.kind === 'extra' ? '·' : '✖'} "${p.key}": ${p.message}`);
  }
  if (stale.length) lines.push('', `Outdated (${stale.length}): update each translation to the new English, then npm run i18n:review -- ${code} <namespace> [key]`, ...stale.map((o) => `  ↻ ${describeOutdated(o)}`));
  return { text: lines.join('\n'), ok: true };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const code = process.argv.slice(2).find((a) => !a.startsWith('-'));
  if (code) {
    const { text, ok } = localeDetail(ROOT, code);
    console.log(text);
    if (!ok) process.exitCode = 1;
  } else {
    console.log(statusTable(ROOT).text);
  }
}
