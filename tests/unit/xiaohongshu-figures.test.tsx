import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import XiaohongshuPage from '../../src/pages/services/xiaohongshu/page';
import { shownValue } from './figure-values';
import { renderWithProviders, resources } from './test-utils';

/**
 * Xiaohongshu's note impressions are 245,000,000 (the catalogue's source value). The stat card
 * writes it with "+" or 以上, so it must never read 2.5億 / 2.5억 / 2.5亿 (rounded up).
 */
const SOURCE = 245_000_000;

describe('the Xiaohongshu exposure statistic never shows more than its source', () => {
  it.each([
    ['ja', '2.45億回以上'],
    ['ko', '2억 4,500만+'],
    ['zh-Hans', '2.45亿+'],
    ['zh-HK', '2.45億+'],
    ['zh-TW', '2.45億+'],
  ])('%s shows %s', async (lng, expected) => {
    await renderWithProviders(<XiaohongshuPage />, { route: '/services/xiaohongshu', lng });
    const stats = (resources[lng]?.['service-xiaohongshu'] as { intro: { stats: { exposure: { label: string } } } }).intro.stats;
    const label = await screen.findByText(stats.exposure.label, { selector: 'dt' });
    const figure = label.parentElement?.querySelector('dd')?.textContent ?? '';
    expect(figure).toBe(expected);
    const shown = shownValue(figure, lng);
    expect(shown).toBeDefined();
    expect(shown!).toBeLessThanOrEqual(SOURCE);
    expect(shown!).toBeGreaterThanOrEqual(SOURCE * 0.9);
  });
});
