/**
 * What the front door `/` answers, case by case (docs/decisions/0014-front-door.md): the one table
 * the negotiation function, the generated nginx maps, the Pages Function (tests/unit/front-door.test.ts)
 * and both served engines (tests/built/hosting-spec.ts) are held to. `redirect`: the 302 target, or
 * undefined for the English home document (200).
 */
export interface FrontDoorCase {
  name: string;
  acceptLanguage?: string;
  cookie?: string;
  search?: string;
  redirect?: string;
}

export const FRONT_DOOR_CASES: readonly FrontDoorCase[] = [
  { name: 'nothing: English' },
  { name: 'Thai', acceptLanguage: 'th', redirect: '/th/' },
  { name: 'Thai with its region', acceptLanguage: 'th-TH,th;q=0.9,en;q=0.8', redirect: '/th/' },
  { name: 'English first', acceptLanguage: 'en-US,en;q=0.9,th;q=0.8' },
  { name: 'an unshipped language, then Japanese', acceptLanguage: 'fr-FR,fr;q=0.9,ja;q=0.8', redirect: '/ja/' },
  { name: 'nothing shipped', acceptLanguage: 'fr-FR,de;q=0.5,*;q=0.1' },
  { name: 'Taiwan', acceptLanguage: 'zh-TW,zh;q=0.9', redirect: '/zh-TW/' },
  { name: 'Traditional script, Hong Kong', acceptLanguage: 'zh-Hant-HK', redirect: '/zh-HK/' },
  { name: 'Macau', acceptLanguage: 'zh-MO', redirect: '/zh-HK/' },
  { name: 'Traditional script without a region', acceptLanguage: 'zh-Hant', redirect: '/zh-TW/' },
  { name: 'Mainland China', acceptLanguage: 'zh-CN,zh;q=0.9,en;q=0.8', redirect: '/zh-Hans/' },
  { name: 'bare Chinese', acceptLanguage: 'zh', redirect: '/zh-Hans/' },
  { name: 'Korean, upper case', acceptLanguage: 'KO-KR', redirect: '/ko/' },
  { name: 'Malay with spaces', acceptLanguage: ' ms-MY ; q=1 , en ; q=0.5', redirect: '/ms/' },
  { name: 'q=0 is "not acceptable"', acceptLanguage: 'th;q=0, vi;q=0.8', redirect: '/vi/' },
  { name: 'q=0.000 too', acceptLanguage: 'ja;q=0.000,en;q=0.5' },
  { name: 'a malformed q is left out', acceptLanguage: 'th;q=abc,ko;q=0.5', redirect: '/ko/' },
  { name: 'a longer primary language is not a shipped one', acceptLanguage: 'eng,tha,ms', redirect: '/ms/' },
  { name: 'the cookie wins', acceptLanguage: 'th', cookie: 'lng=ja', redirect: '/ja/' },
  { name: 'the cookie among others', cookie: 'a=1; lng=vi; b=2', redirect: '/vi/' },
  { name: 'an English choice stays at /', acceptLanguage: 'th', cookie: 'lng=en' },
  { name: 'a renamed code in the cookie', cookie: 'lng=zh-Hant', redirect: '/zh-TW/' },
  { name: 'an unknown cookie value: Accept-Language', acceptLanguage: 'ko', cookie: 'lng=xx', redirect: '/ko/' },
  { name: 'a cookie value in another case is not a choice', cookie: 'lng=TH' },
  { name: 'a similar cookie name is not the choice', acceptLanguage: 'en', cookie: 'xlng=th' },
  { name: '?lng= is the app\'s', acceptLanguage: 'th', search: '?lng=th' },
  { name: 'any query stays at /', acceptLanguage: 'th', cookie: 'lng=th', search: '?utm_source=x' },
];
