// @vitest-environment node
/// <reference types="node" />
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { generateCoverage } from '../../scripts/gen-i18n-types.mjs';
import { checkOverlay, runCheck } from '../../scripts/i18n-check.mjs';
import { runReview } from '../../scripts/i18n-review.mjs';
import { localeDetail, statusTable } from '../../scripts/i18n-status.mjs';
import { flatten } from '../../scripts/i18n/catalogue-checks.mjs';
import { loadCatalogues } from '../../scripts/i18n/coverage.mjs';
import { allowPattern } from '../../scripts/i18n/code-checks.mjs';
import { checkClaims, checkGlossary, readGlossary, type Glossary } from '../../scripts/i18n/glossary.mjs';
import { scanSource } from '../../scripts/i18n/source-scan.mjs';

const FIXTURES = join(process.cwd(), 'tests/fixtures/i18n');
const made: string[] = [];

/** A copy of the clean fixture project with one defect (or variant) folder laid over it. */
function project(overlay?: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'i18n-check-'));
  made.push(dir);
  cpSync(join(FIXTURES, 'clean'), dir, { recursive: true });
  if (overlay) {
    cpSync(join(FIXTURES, overlay), dir, { recursive: true });
    const list = join(dir, 'DELETE');
    if (existsSync(list)) {
      for (const f of readFileSync(list, 'utf8').split('\n').filter(Boolean)) rmSync(join(dir, f));
      rmSync(list);
    }
  }
  return dir;
}

afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

describe('i18n check on the clean fixture', () => {
  it('passes: keys in code, English, generated files and every shipped locale agree', async () => {
    const result = await runCheck(project());
    expect(result.errors).toEqual([]);
    expect(result.notes).toEqual([]);
  });

  it('reports the in-progress locale with its coverage, without failing', async () => {
    const result = await runCheck(project());
    expect(result.progress.map((p) => p.summary)).toEqual([
      'ms: 0% translated (0/13 keys), no locales/ms/ folder yet; not offered in the language switcher (from 95%)',
    ]);
  });

  it('accepts a template that picks its namespace at run time', async () => {
    expect((await runCheck(project('variants/dynamic-namespace'))).errors).toEqual([]);
  });

  it('accepts keys read through a keyPrefix', async () => {
    expect((await runCheck(project('variants/key-prefix'))).errors).toEqual([]);
  });
});

// Each defect must fail with exactly this message (file, key and what is wrong).
const DEFECTS: [string, RegExp][] = [
  ['key-missing-from-english', /^src\/pages\/home\/page\.tsx:10: key "banner\.subtitle" is used in code but missing from English \(looked in locales\/en\/home\.json/],
  ['descriptor-key-missing', /^src\/shell\/nav-model\.ts:5: key "nav\.careers" \(labelKey\) is missing from English/],
  ['key-unused', /^locales\/en\/home\.json: key "banner\.oldSlogan" is used nowhere in src\//],
  ['stale-types', /^src\/i18n\/resources\.gen\.ts is stale .* run `npm run i18n:types`/],
  ['missing-key', /^locales\/th\/home\.json: "banner\.text": missing \(English has it\)$/],
  ['missing-file', /^locales\/pl\/home\.json: missing file \(English locales\/en\/home\.json has 8 keys to translate\)$/],
  ['empty-value', /^locales\/th\/common\.json: "nav\.about": is empty$/],
  ['placeholder-mismatch', /^locales\/th\/common\.json: "cta": placeholders differ from English: missing \{\{name\}\}; unknown \{\{ชื่อ\}\}/],
  ['formatter-mismatch', /^locales\/th\/common\.json: "figure": placeholder \{\{value, number\}\} must be written \{\{value, compact\}\}/],
  ['tag-mismatch', /^locales\/th\/common\.json: "cta": tags differ from English: missing <seo>; unknown <b>/],
  ['tag-attribute', /^locales\/th\/common\.json: "cta": tag <seo href="https:\/\/example\.com\/"> has attributes/],
  ['tag-unclosed', /^locales\/th\/common\.json: "cta": tag <seo> is not closed or not opened/],
  ['invalid-json', /^locales\/th\/common\.json:5:3: invalid JSON at line 5, column 3: .*\(remove the comma at the end of the line before\)$/],
  ['offered-locale', /^src\/i18n\/coverage\.gen\.ts is stale/],
  ['glossary-brand', /^locales\/th\/common\.json: "cta": brand name "SEO" altered or missing: expected "SEO" \(glossary\)$/],
  ['claim-overclaim', /^locales\/th\/home\.json: "banner\.text": "อันดับหนึ่ง" claims a No\. 1 rank, which the English does not \(it has none of "No\. 1", "number one"\) \(glossary claims\)$/],
  ['claim-banned', /^locales\/pl\/home\.json: "banner\.text": "celebryta" is never used for celebrity: write gwiazda \(glossary claims\)$/],
];

describe('i18n check on defective fixtures', () => {
  it.each(DEFECTS)('%s fails with the right message', async (defect, message) => {
    const result = await runCheck(project(`defects/${defect}`));
    expect(result.errors).toHaveLength(1);
    expect(result.errors[0]).toMatch(message);
  });

  it('plural forms missing for the locale’s Intl.PluralRules categories (Polish: one, few, many, other)', async () => {
    const result = await runCheck(project('defects/plural-missing'));
    expect(result.errors).toEqual([
      'locales/pl/common.json: "items_few": plural form "few" missing (pl uses: one, few, many, other)',
      'locales/pl/common.json: "items_many": plural form "many" missing (pl uses: one, few, many, other)',
    ]);
  });

  it('an array in English is refused (translators need one stable key per text)', async () => {
    const result = await runCheck(project('defects/english-array'));
    expect(result.groups.english).toEqual(['locales/en/home.json: "offices": is an array: use an object with a meaningful key for each text']);
  });

  it('problems of an in-progress locale are reported but do not fail', async () => {
    const result = await runCheck(project('defects/in-progress-locale'));
    expect(result.errors).toEqual([]);
    const ms = result.progress.find((p) => p.code === 'ms');
    expect(ms?.summary).toMatch(/^ms: 7\.6% translated \(1\/13 keys\); not offered/);
    expect(ms?.problems).toContain(
      'locales/ms/common.json: "cta": placeholders differ from English: missing {{name}}; unknown {{nama}} (English has {{name}}; keep them exactly as written)',
    );
  });

  it('an in-progress locale above the threshold is offered once coverage.gen.ts is regenerated', () => {
    const dir = project('defects/offered-locale');
    expect(generateCoverage(dir)).toContain("OFFERED_LOCALES: readonly string[] = ['en', 'th', 'pl', 'ms'];");
    expect(generateCoverage(project())).toContain("OFFERED_LOCALES: readonly string[] = ['en', 'th', 'pl'];");
  });
});

describe('stale translations and the glossary', () => {
  it('a changed English text makes its key outdated in every locale, with the old and new English', async () => {
    const dir = project('defects/english-changed');
    const result = await runCheck(dir);
    expect(result.groups.outdated).toEqual([
      expect.stringMatching(/^locales\/th\/home\.json: "banner\.title": outdated: English changed from "Welcome" to "Welcome aboard"; update the translation, then npm run i18n:review -- th home banner\.title$/),
      expect.stringMatching(/^locales\/pl\/home\.json: "banner\.title": outdated: English changed from "Welcome" to "Welcome aboard"/),
    ]);
    expect(result.errors).toEqual(result.groups.outdated);
  });

  it('marking the key reviewed clears it, locale by locale', async () => {
    const dir = project('defects/english-changed');
    expect(runReview(dir, ['th', 'home', 'banner.title']).text).toBe('th/home "banner.title": 1 key(s) marked reviewed against the current English');
    expect((await runCheck(dir)).groups.outdated).toEqual([expect.stringMatching(/^locales\/pl\/home\.json: "banner\.title": outdated/)]);
    runReview(dir, ['--all']);
    expect((await runCheck(dir)).errors).toEqual([]);
  });

  it('a translation never marked reviewed is reported until it is', async () => {
    const dir = project();
    rmSync(join(dir, 'locales/pl.lock.json'));
    const result = await runCheck(dir);
    expect(result.groups.outdated.length).toBeGreaterThan(0);
    expect(result.groups.outdated).toContainEqual(expect.stringMatching(/^locales\/pl\/common\.json: "cta": translated but never marked reviewed against English "Ask {{name}} about <seo>SEO<\/seo>"/));
    runReview(dir, ['pl']);
    expect((await runCheck(dir)).errors).toEqual([]);
  });

  it('a term without its approved rendering is a warning, and an error under --strict', async () => {
    const dir = project();
    const file = join(dir, 'locales/th/home.json');
    writeFileSync(file, readFileSync(file, 'utf8').replace('<b>แบรนด์</b>', '<b>ธุรกิจ</b>'));
    const message = 'locales/th/home.json: "banner.text": term "brand" not rendered as approved: expected "แบรนด์" (glossary)';
    const relaxed = await runCheck(dir);
    expect(relaxed.errors).toEqual([]);
    expect(relaxed.warnings).toEqual([message]);
    expect((await runCheck(dir, { strict: true })).errors).toEqual([message]);
  });
});

describe('how glossary terms are matched', () => {
  const en = { home: { data: { live: 'Bidding in real time', study: 'A brand-lift study', film: 'Stories that move people', ig: 'Feed and Stories' } } };
  const glossary: Glossary = {
    entries: [
      { en: 'real-time', kind: 'term', level: 'warning', renderings: { 'zh-Hant': ['即時'] }, avoid: { 'zh-Hant': ['實時'] } },
      { en: 'brand lift', kind: 'term', level: 'warning', renderings: { 'zh-Hant': ['品牌提升'] } },
      { en: 'Stories', kind: 'term', level: 'warning', caseSensitive: true, renderings: { 'zh-Hant': ['限時動態'] }, except: ['home:film'] },
    ],
    thaiWords: [],
  };
  const check = (data: Record<string, string>) => checkGlossary(glossary, 'zh-Hant', en, { home: { data } }).map((p) => `${p.key}: ${p.term}`);

  it('a space and a hyphen match alike, and `except` skips a sentence where the word means something else', () => {
    expect(check({ live: '即時競價', study: '品牌提升研究', film: '觸動人心的故事', ig: '動態消息及限時動態' })).toEqual([]);
  });

  it('reports a missing rendering and an avoided variant, key by key', () => {
    expect(check({ live: '即時及實時競價', study: '品牌研究', film: '故事', ig: '動態消息及故事版位' })).toEqual([
      'live: real-time',
      'study: brand lift',
      'ig: Stories',
    ]);
  });
});

describe('claims never grow in translation (the glossary\'s `claims`)', () => {
  const glossary: Glossary = {
    entries: [],
    thaiWords: [],
    claims: [
      { claim: 'a guarantee', en: ['guarantee*', 'ensur*'], terms: { ja: ['必ず', '確実に'], ms: ['pasti'] }, ignore: { ms: ['mengenal pasti'] } },
      { claim: 'always', en: ['always'], terms: { ja: ['常に'] }, ignore: { ja: ['日常に'] } },
      { claim: 'worldwide reach', en: ['world*', 'global*'], terms: { th: ['ทั่วโลก'] }, except: ['home:legacy'] },
      { claim: 'celebrity', en: [], terms: { ja: ['セレブ'] }, instead: { ja: '有名人 or 著名人' } },
    ],
  };
  const check = (locale: string, pairs: Record<string, [string, string]>) => {
    const en = { home: { data: Object.fromEntries(Object.entries(pairs).map(([k, [e]]) => [k, e])) } };
    const target = { home: { data: Object.fromEntries(Object.entries(pairs).map(([k, [, t]]) => [k, t])) } };
    return checkClaims(glossary, locale, en, target).map((p) => `${p.key}: ${p.term}`);
  };

  it('a claim word fails where the English makes no such claim, and passes where it does (a trailing * takes any ending)', () => {
    expect(
      check('ja', {
        added: ['Every search finds content that convinces.', '検索したユーザーが必ず説得力のあるコンテンツに出会えます。'],
        licensed: ['Placements are guaranteed for the whole flight.', '掲載期間中の枠を確実に確保します。'],
        ensured: ['We ensure the tags fire.', 'タグが必ず動作するよう確認します。'],
      }),
    ).toEqual(['added: a guarantee']);
    expect(check('th', { beyond: ['Across Asia-Pacific and beyond.', 'ทั่วเอเชียแปซิฟิกและทั่วโลก'], world: ['Reach the world.', 'เข้าถึงผู้คนทั่วโลก'] })).toEqual([
      'beyond: worldwide reach',
    ]);
  });

  it('Latin-script terms match whole words; `ignore` takes out words that merely contain a term', () => {
    expect(check('ms', { identify: ['We find what converts.', 'Kami mengenal pasti apa yang berkesan.'], ensure: ['We check.', 'Kami memastikannya.'], sure: ['It works.', 'Ia pasti berkesan.'] })).toEqual([
      'sure: a guarantee',
    ]);
    expect(check('ja', { daily: ['The everyday super app.', '日常に欠かせないアプリ。'], always: ['We test.', '常にテストします。'] })).toEqual(['always: always']);
  });

  it('`except` skips one text; a banned word fails whatever the English says, and names the word to use', () => {
    expect(check('th', { legacy: ['Across Asia and beyond.', 'ทั่วโลก'] })).toEqual([]);
    const [problem] = checkClaims(glossary, 'ja', { home: { data: { kol: 'From celebrity creators to niche experts.' } } }, { home: { data: { kol: 'セレブから専門家まで。' } } });
    expect(problem?.message).toBe('locales/ja/home.json: "kol": "セレブ" is never used for celebrity: write 有名人 or 著名人 (glossary claims)');
  });

  it('the site\'s glossary catches the overclaims translations made, and lets the English claims through', () => {
    const site = readGlossary(process.cwd());
    const run = (locale: string, en: string, text: string) =>
      checkClaims(site, locale, { x: { data: { k: en } } }, { x: { data: { k: text } } }).map((p) => p.term);
    // "leading" is not No. 1; the natural choice is not the first choice; "secure" is not "guarantee".
    expect(run('ko', 'Real-time bidding through leading demand-side platforms.', '1위 DSP를 통한 실시간 입찰')).toEqual(['a No. 1 rank']);
    expect(run('th', 'Baidu is the leading search engine in China.', 'Baidu เป็นเสิร์ชเอนจินอันดับหนึ่งของจีน')).toEqual(['a No. 1 rank']);
    expect(run('th', 'A brand in enough good notes becomes the natural choice.', 'แบรนด์จะกลายเป็นตัวเลือกแรกโดยธรรมชาติ')).toEqual(['the first choice']);
    expect(run('vi', 'We open accounts, secure placements and run campaigns.', 'Chúng tôi mở tài khoản, đảm bảo vị trí quảng cáo và vận hành chiến dịch.')).toEqual(['a guarantee']);
    expect(run('th', 'Certified on the major search platforms of Asia-Pacific and beyond.', 'ได้รับการรับรองจากแพลตฟอร์มค้นหาในเอเชียแปซิฟิกและทั่วโลก')).toEqual(['worldwide reach']);
    expect(run('ja', 'Search ads on Baidu, run by Adtechinno. Talk to us.', 'Baiduの検索広告を運用します。まずは無料相談をお申し込みください。')).toEqual(['something free']);
    expect(run('ja', 'From celebrity creators to niche experts.', 'セレブから専門家まで')).toEqual(['celebrity']);
    expect(run('th', 'SEO services in Asia-Pacific', 'บริการ SEO ให้ติดอันดับในเอเชียแปซิฟิก')).toEqual(['a search ranking']);
    // Claims the English makes.
    expect(run('ko', 'The No. 1 app in Korea.', '한국 1위 앱')).toEqual([]);
    expect(run('zh-Hans', 'It is the channel of choice for B2B companies.', '它是B2B企业的首选渠道。')).toEqual([]);
    expect(run('th', 'Twitter is where news breaks.', 'X คือที่ที่ข่าวแพร่ออกไปเป็นที่แรก')).toEqual([]);
    expect(run('vi', 'Reach 4.5 billion people worldwide.', 'Tiếp cận 4,5 tỷ người trên toàn cầu.')).toEqual([]);
    expect(run('zh-Hans', 'Get a free consultation.', '获取免费咨询。')).toEqual([]);
  });
});

describe('how keys are found in source', () => {
  it('turns template literals into key patterns and reads descriptor keys', () => {
    const scan = scanSource("const a = { labelKey: 'nav.home' };\nt(`stats.${key}.figure`);\nconst href = `#${path}`;", 'x.tsx');
    expect(scan.declaredKeys).toEqual([{ key: 'nav.home', line: 1, via: 'labelKey' }]);
    expect(scan.patterns.map((p) => p.re.source)).toEqual(['^stats\\..+\\.figure$']);
    expect(scan.dynamicNs).toBe(false);
  });

  it('notices namespaces chosen at run time', () => {
    expect(scanSource("const { t } = useTranslation(route.ns);", 'x.tsx').dynamicNs).toBe(true);
    expect(scanSource('function Card({ t }: { t: TFunction }) { return t("a.b"); }', 'x.tsx').dynamicNs).toBe(true);
    expect(scanSource("const { t } = useTranslation(['home', 'common']);", 'x.tsx').dynamicNs).toBe(false);
  });

  it('allow-list patterns match namespace and key segments', () => {
    expect(allowPattern('news:seminars.*.topic').test('news:seminars.key1.topic')).toBe(true);
    expect(allowPattern('news:seminars.*.topic').test('news:seminars.a.b.topic')).toBe(false);
    expect(allowPattern('*:meta.**').test('home:meta.og.title')).toBe(true);
  });
});

describe('an edition overlay (zh-TW over zh-HK)', () => {
  const cat = (ns: string, lng: string, data: Record<string, unknown>) => ({ [ns]: { file: `locales/${lng}/${ns}.json`, data } });
  const english = cat('home', 'en', { title: 'Digital marketing', lead: 'Grow in {{region}}', tail: 'Contact us' });
  const hk = cat('home', 'zh-HK', { title: '數碼營銷', lead: '在{{region}}增長', tail: '聯絡我們' });

  it('passes sparse: only the strings that differ, the rest inherited', () => {
    expect(checkOverlay(english, cat('home', 'zh-TW', { title: '數位行銷' }), hk, 'zh-TW', 'zh-HK')).toEqual([]);
    expect(checkOverlay(english, {}, hk, 'zh-TW', 'zh-HK')).toEqual([]);
  });

  it('fails on a string identical to the base, a key English lacks, and a broken placeholder', () => {
    const problems = checkOverlay(english, cat('home', 'zh-TW', { title: '數碼營銷', extra: '多餘', lead: '在{{地區}}成長' }), hk, 'zh-TW', 'zh-HK');
    expect(problems).toEqual([
      expect.stringMatching(/^locales\/zh-TW\/home\.json: "title": identical to its base zh-HK's text/),
      expect.stringMatching(/^locales\/zh-TW\/home\.json: "extra": English .* has no such text/),
      expect.stringMatching(/^locales\/zh-TW\/home\.json: "lead": placeholders differ/),
    ]);
  });

  it('fails on a key its base lacks, and on a key neither has', () => {
    const thinBase = cat('home', 'zh-HK', { title: '數碼營銷', lead: '在{{region}}增長' });
    expect(checkOverlay(english, cat('home', 'zh-TW', { tail: '聯絡我們' }), thinBase, 'zh-TW', 'zh-HK')).toEqual([
      expect.stringMatching(/"tail": not in its base zh-HK/),
    ]);
    expect(checkOverlay(english, {}, thinBase, 'zh-TW', 'zh-HK')).toEqual([expect.stringMatching(/"tail": .*neither zh-TW's overlay nor its base zh-HK has it/)]);
  });
});

describe('i18n:status on the real catalogues', () => {
  it('counts an edition as its readers see it, with its own strings beside the inherited ones', () => {
    const root = process.cwd();
    const own = loadCatalogues(root, 'zh-TW');
    const ownStrings = Object.values(own).reduce((n, c) => n + Object.values(flatten(c.data ?? {})).filter((v) => typeof v === 'string').length, 0);
    const { text, coverage } = statusTable(root);
    expect(coverage['zh-TW']!.ratio).toBe(1);
    expect(text).toMatch(new RegExp(`${ownStrings} \\+ \\d+ from zh-HK`));
    const detail = localeDetail(root, 'zh-TW').text;
    expect(detail).toContain(`an edition of zh-HK: ${ownStrings} strings of its own`);
    expect(detail).not.toMatch(/missing \(English has it\)/);
  });
});
