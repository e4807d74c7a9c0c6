import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes } from 'react-router-dom';
import { NEWS_KEY_STORAGE, SEMINAR_KEYS } from '../../src/content/seminars';
import NewsDetailsPage from '../../src/pages/news-details/page';
import NewsPage from '../../src/pages/news/page';
import { renderWithProviders, resources } from './test-utils';

const news = resources.en!.news as { seminars: Record<string, { topic: string; city: string }> };

function NewsRoutes() {
  return (
    <Routes>
      <Route path="/news" element={<NewsPage />} />
      <Route path="/newsDetails" element={<NewsDetailsPage />} />
    </Routes>
  );
}

describe('news list', () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => vi.restoreAllMocks());

  it('shows the banner and 15 seminar cards, newest first, each with a DETAIL button', async () => {
    await renderWithProviders(<NewsPage />, { route: '/news' });
    expect(screen.getByRole('heading', { level: 1, name: 'NEWS' })).toBeInTheDocument();
    const titles = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(titles).toEqual(SEMINAR_KEYS.map((key) => news.seminars[key]!.topic));
    expect(titles).toHaveLength(15);
    const details = screen.getAllByRole('button', { name: 'DETAIL' });
    expect(details).toHaveLength(15);
    // Each DETAIL is described by its card title, so a screen reader hears which seminar it opens.
    expect(details[0]).toHaveAccessibleDescription(news.seminars.key1!.topic);
    expect(screen.getByText('Friday, 11 April 2025 · Shenzhen')).toBeInTheDocument();
    expect(screen.getByText('Tuesday, 5 May 2020 · Online')).toBeInTheDocument();
    expect(screen.getAllByRole('img')).toHaveLength(15);
    for (const img of screen.getAllByRole('img')) expect(img).toHaveAttribute('alt', expect.stringMatching(/\w{4,}/));
  });

  it('DETAIL saves the id as newsKey and opens /newsDetails on that seminar', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<NewsRoutes />, { route: '/news' });
    const card = screen.getByRole('heading', { level: 3, name: news.seminars.key7!.topic }).closest('li')!;
    await user.click(within(card).getByRole('button', { name: 'DETAIL' }));

    expect(window.localStorage.getItem(NEWS_KEY_STORAGE)).toBe('key7');
    expect(window.location.hash).toBe('#/newsDetails?seminar=key7');
    expect(await screen.findByRole('heading', { level: 2, name: 'DIGITAL MARKETING SEMINAR' })).toBeInTheDocument();
    expect(screen.getAllByText(news.seminars.key7!.topic).length).toBeGreaterThan(0);
  });

  it('still opens the chosen seminar when storage refuses to save', async () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    });
    const user = userEvent.setup();
    await renderWithProviders(<NewsRoutes />, { route: '/news' });
    const card = screen.getByRole('heading', { level: 3, name: news.seminars.key12!.topic }).closest('li')!;
    await user.click(within(card).getByRole('button', { name: 'DETAIL' }));
    expect(window.location.hash).toBe('#/newsDetails?seminar=key12');
    expect(await screen.findByText('English (captions in Chinese, Japanese, Korean and Vietnamese)')).toBeInTheDocument();
  });

  it('BACK on the detail page returns to the news list', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<NewsRoutes />, { route: '/news' });
    await user.click(screen.getAllByRole('button', { name: 'DETAIL' })[2]!);
    const back = await screen.findByRole('link', { name: 'BACK' });
    await user.click(back);
    expect(await screen.findByRole('heading', { level: 2, name: 'Seminars and events' })).toBeInTheDocument();
    expect(window.location.hash).toBe('#/news');
  });
});
