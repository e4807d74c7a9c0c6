import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { telHref } from '../../src/config/site';
import { findSeminar, NEWS_KEY_STORAGE, readNewsKey, SEMINAR_KEYS, SEMINARS } from '../../src/content/seminars';
import { formatDate, formatTimeRange } from '../../src/i18n/format';
import NewsDetailsPage from '../../src/pages/news-details/page';
import { hasInSiteHistory } from '../../src/sections/back-link';
import { renderWithProviders, resources } from './test-utils';

/** The build-time phone (CONTACT_PHONE, src/config/site.ts): unset unless a test sets it. */
const phone = vi.hoisted(() => ({ value: '' }));
vi.mock('../../src/config/site', async (importOriginal) => {
  const site = await importOriginal<typeof import('../../src/config/site')>();
  return {
    ...site,
    get CONTACT_PHONE() {
      return phone.value;
    },
  };
});

type Record_ = Record<string, string | undefined>;
const news = resources.en!.news as { seminars: Record<string, Record_> };
const details = (resources.en!['news'] as { detail: unknown }).detail as { seminars: Record<string, Record_>; card: { lead: Record_ } };

async function openDetails(key: string | null, lng = 'en') {
  if (key === null) window.localStorage.removeItem(NEWS_KEY_STORAGE);
  else window.localStorage.setItem(NEWS_KEY_STORAGE, key);
  return renderWithProviders(<NewsDetailsPage />, { route: '/newsDetails', lng });
}

function expectMissingMessage() {
  expect(screen.getByRole('heading', { level: 1, name: 'NEWS' })).toBeInTheDocument();
  expect(screen.getByText('Our delicious news are served hot here, always be ready at the table.')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'We could not find that seminar' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'See all seminars' })).toHaveAttribute('href', '#/news');
  expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '#/contact');
  expect(screen.queryByRole('heading', { name: 'DIGITAL MARKETING SEMINAR' })).not.toBeInTheDocument();
}

describe('seminar records', () => {
  it('has 15 records, key1 to key15, newest first', () => {
    expect(SEMINAR_KEYS).toHaveLength(15);
    const dates = SEMINAR_KEYS.map((key) => SEMINARS[key].date);
    expect(dates[0]).toBe('2025-04-11');
    expect(dates.at(-1)).toBe('2020-05-05');
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it.each(SEMINAR_KEYS)('%s has every sentence in the catalogues, and desc2 exactly when it has two paragraphs', (key) => {
    const seminar = SEMINARS[key];
    expect(news.seminars[key]?.topic).toBeTruthy();
    expect(news.seminars[key]?.city).toBeTruthy();
    for (const field of ['location', 'language', 'audience', 'desc1']) expect(details.seminars[key]?.[field]).toBeTruthy();
    expect(Boolean(details.seminars[key]?.desc2)).toBe(seminar.paragraphs === 2);
    expect(seminar.key).toBe(key);
  });

  it.each([undefined, null, 42, {}, '', 'key0', 'key16', 'key99', 'KEY1', ' key1', '__proto__', 'constructor', 'toString', 'hasOwnProperty', '<img src=x onerror=alert(1)>'])(
    'findSeminar(%j) finds nothing',
    (key) => {
      expect(findSeminar(key)).toBeUndefined();
    },
  );

  it('reads storage defensively', () => {
    const spy = vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(readNewsKey()).toBeNull();
    spy.mockRestore();
  });
});

describe('seminar detail page', () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => vi.restoreAllMocks());

  it.each(SEMINAR_KEYS)('shows %s from the saved newsKey', async (key) => {
    const seminar = SEMINARS[key];
    const copy = details.seminars[key]!;
    await openDetails(key);

    expect(screen.getByRole('heading', { level: 1, name: 'NEWS' })).toBeInTheDocument();
    expect(screen.getByText('Our delicious news are served hot here, always be ready at the table.')).toBeInTheDocument();
    const card = screen.getByRole('article', { name: 'DIGITAL MARKETING SEMINAR' });
    const card$ = within(card);
    expect(card$.getByText(news.seminars[key]!.topic!)).toBeInTheDocument();
    expect(card$.getByRole('img')).toHaveAttribute('alt', expect.stringMatching(/\w{4,}/));
    // The first screen's picture on a phone (often its largest paint): asked for with the document, not lazily.
    expect(card$.getByRole('img')).not.toHaveAttribute('loading');
    expect(card$.getByRole('img')).toHaveAttribute('fetchpriority', 'high');
    expect(card$.getByText(details.card.lead[seminar.lead]!)).toBeInTheDocument();
    expect(card$.getByText(copy.desc1!)).toBeInTheDocument();
    if (copy.desc2) expect(card$.getByText(copy.desc2)).toBeInTheDocument();

    const facts = within(card$.getByRole('heading', { level: 3, name: 'Details' }).parentElement!);
    const date = formatDate(seminar.date, 'en');
    const range = formatTimeRange(seminar.start, seminar.end, 'en').replace(/\s+/g, ' ');
    expect(date).toMatch(/^(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday), /);
    expect(facts.getByText(date)).toHaveAttribute('datetime', seminar.date);
    expect(facts.getByText(new RegExp(`^${range.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\(`))).toBeInTheDocument();
    expect(facts.getByText(copy.location!)).toBeInTheDocument();
    expect(facts.getByText(copy.language!)).toBeInTheDocument();
    expect(facts.getByText('Free')).toBeInTheDocument();
    expect(card$.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '#/contact');
    // No phone is set: the card points to the contact form, and no number is shown anywhere.
    const footer = card$.getByText((_, el) => el?.tagName === 'P' && el.textContent === 'Questions about this seminar? Send us a message through our contact form.');
    expect(within(footer).getByRole('link', { name: 'contact form' })).toHaveAttribute('href', '#/contact');
    expect(document.querySelector('a[href^="tel:"]')).toBeNull();
    expect(document.body.textContent).not.toMatch(/Call us|0000/);

    const aside = within(screen.getByRole('complementary', { name: 'At a glance' }));
    for (const label of ['Topic', 'Date', 'Time', 'Target audience', 'Location', 'Enquiries']) expect(aside.getByText(label)).toBeInTheDocument();
    expect(aside.queryByText('Phone')).toBeNull();
    expect(aside.getByText(news.seminars[key]!.topic!)).toBeInTheDocument();
    expect(aside.getByText(date)).toBeInTheDocument();
    expect(aside.getByText(copy.audience!)).toBeInTheDocument();
    expect(aside.getByText(copy.location!)).toBeInTheDocument();
    expect(aside.getByRole('link', { name: 'Contact form' })).toHaveAttribute('href', '#/contact');

    expect(document.body.textContent).not.toMatch(/seminars\.key|details\.|aside\.|card\.lead/);
  });

  it('shows the phone set at build time (CONTACT_PHONE) in the card and the panel', async () => {
    phone.value = '+852 1234 5678';
    try {
      await openDetails('key1');
      const card = within(screen.getByRole('article', { name: 'DIGITAL MARKETING SEMINAR' }));
      expect(card.getByText('Questions about this seminar? Call us on +852 1234 5678 or send us a message.')).toBeInTheDocument();
      const aside = within(screen.getByRole('complementary', { name: 'At a glance' }));
      expect(aside.getByText('Phone')).toBeInTheDocument();
      expect(aside.queryByText('Enquiries')).toBeNull();
      expect(aside.getByRole('link', { name: '+852 1234 5678' })).toHaveAttribute('href', telHref('+852 1234 5678'));
      expect(telHref('+852 1234 5678')).toBe('tel:+85212345678');
    } finally {
      phone.value = '';
    }
  });

  it.each(['zh-Hans', 'zh-HK', 'zh-TW', 'ja', 'ko', 'th', 'vi', 'ms'])('%s: without a phone, the card and the panel link to the contact form', async (lng) => {
    await openDetails('key1', lng);
    const copy = (resources[lng]!.news as { detail: { card: { enquiriesForm: string }; aside: { enquiries: string; contactForm: string } } }).detail;
    const label = copy.card.enquiriesForm.match(/<contact>(.*?)<\/contact>/)?.[1] ?? '';
    const footer = screen.getByText((_, el) => el?.tagName === 'P' && el.textContent === copy.card.enquiriesForm.replace(/<\/?contact>/g, ''));
    expect(within(footer).getByRole('link', { name: label })).toHaveAttribute('href', '#/contact');
    const aside = within(screen.getByRole('complementary'));
    expect(aside.getByText(copy.aside.enquiries)).toBeInTheDocument();
    expect(aside.getByRole('link', { name: copy.aside.contactForm })).toHaveAttribute('href', '#/contact');
    expect(document.querySelector('a[href^="tel:"]')).toBeNull();
  });

  it.each([
    ['missing', null],
    ['unknown', 'key99'],
    ['prototype', '__proto__'],
    ['inherited', 'constructor'],
    ['HTML', '<img src=x onerror=alert(1)>'],
    ['empty', ''],
    ['JSON', '{"key":"key1"}'],
  ])('shows a message with links when newsKey is %s', async (_, key) => {
    await openDetails(key);
    expectMissingMessage();
    expect(document.querySelector('img[src="x"]')).toBeNull();
    expect(screen.getByRole('link', { name: 'BACK' })).toHaveAttribute('href', '#/news');
  });

  it('shows the message when reading storage throws', async () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    await openDetails(null);
    expectMissingMessage();
  });

  it('shows the message when localStorage itself cannot be accessed', async () => {
    const original = Object.getOwnPropertyDescriptor(window, 'localStorage')!;
    window.localStorage.setItem(NEWS_KEY_STORAGE, 'key1');
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('denied', 'SecurityError');
      },
    });
    try {
      await renderWithProviders(<NewsDetailsPage />, { route: '/newsDetails' });
      expectMissingMessage();
    } finally {
      Object.defineProperty(window, 'localStorage', original);
    }
  });
});

describe('seminar dates per locale', () => {
  beforeEach(() => window.localStorage.clear());

  it('English: British order and the 24-hour clock', async () => {
    await openDetails('key1', 'en');
    const card = within(screen.getByRole('article'));
    expect(card.getByText('Friday, 11 April 2025')).toBeInTheDocument();
    expect(card.getByText('15:00–17:00 (local time)')).toBeInTheDocument();
  });

  it('Thai: Thai weekday and month names', async () => {
    await openDetails('key1', 'th');
    const time = screen.getByRole('article').querySelector('time')!;
    expect(time.textContent).toContain('เมษายน');
    expect(time.textContent).toContain('ศุกร์');
    expect(time).toHaveAttribute('datetime', '2025-04-11');
  });

  it('Simplified Chinese: 年月日 with the weekday', async () => {
    await openDetails('key11', 'zh-Hans');
    const time = screen.getByRole('article').querySelector('time')!;
    expect(time.textContent).toBe('2024年3月21日星期四');
  });

  it('Japanese and Korean: the date, then the short weekday in brackets', async () => {
    await openDetails('key1', 'ja');
    expect(screen.getByRole('article').querySelector('time')!.textContent).toBe('2025年4月11日(金)');
    document.body.innerHTML = '';
    await openDetails('key1', 'ko');
    expect(screen.getByRole('article').querySelector('time')!.textContent).toBe('2025년 4월 11일 (금)');
  });

  it('Traditional Chinese times are on the 24-hour clock', async () => {
    await openDetails('key1', 'zh-HK');
    expect(screen.getByRole('article').textContent).toMatch(/15:00\s?–\s?17:00/);
    expect(screen.getByRole('article').textContent).not.toMatch(/下午/);
  });

  it('online webinars give the time in Hong Kong time', async () => {
    await openDetails('key15', 'en');
    expect(within(screen.getByRole('article')).getByText(/\(Hong Kong time\)$/)).toBeInTheDocument();
  });
});

describe('BACK target', () => {
  it('goes back in history only when the previous entry is a page of this site', () => {
    expect(hasInSiteHistory({ key: 'default' }, null)).toBe(false);
    expect(hasInSiteHistory({ key: 'default' }, { idx: 3 })).toBe(false);
    expect(hasInSiteHistory({ key: 'abc123' }, { key: 'abc123', idx: 0 })).toBe(false);
    expect(hasInSiteHistory({ key: 'abc123' }, { key: 'abc123', idx: 2 })).toBe(true);
    expect(hasInSiteHistory({ key: 'abc123' }, null)).toBe(true);
  });
});

describe('a seminar named in the address', () => {
  beforeEach(() => window.localStorage.clear());

  it('shows the seminar the address names, over the one stored', async () => {
    window.localStorage.setItem(NEWS_KEY_STORAGE, 'key1');
    await renderWithProviders(<NewsDetailsPage />, { route: '/newsDetails?seminar=key9' });
    expect(within(screen.getByRole('article')).getAllByText(news.seminars.key9!.topic!).length).toBeGreaterThan(0);
    expect(screen.queryByText(news.seminars.key1!.topic!)).not.toBeInTheDocument();
  });

  it('shows the message for an address that names no seminar, whatever is stored', async () => {
    window.localStorage.setItem(NEWS_KEY_STORAGE, 'key1');
    await renderWithProviders(<NewsDetailsPage />, { route: '/newsDetails?seminar=key99' });
    expectMissingMessage();
  });
});
