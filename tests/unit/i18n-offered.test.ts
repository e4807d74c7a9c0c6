import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { HashRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { createTestI18n } from './test-utils';

// An in-progress locale that reached the coverage threshold: `npm run i18n:types` lists it here.
vi.mock('../../src/i18n/coverage.gen', () => ({
  OFFER_THRESHOLD: 0.95,
  OFFERED_LOCALES: ['en', 'zh-Hans', 'zh-Hant', 'th', 'vi', 'ms'],
}));

describe('language switcher offering', () => {
  it('offers exactly the locales listed in coverage.gen.ts (shipped ones, and in-progress ones past the threshold)', async () => {
    const { LanguageSwitcher } = await import('../../src/shell/language-switcher');
    const i18n = await createTestI18n('en');
    // Its catalogues (here: English's), which a switch waits for.
    for (const [ns, data] of Object.entries(i18n.store.data.en ?? {})) i18n.addResourceBundle('ms', ns, data);
    render(createElement(I18nextProvider, { i18n }, createElement(HashRouter, null, createElement(LanguageSwitcher))));
    const options = within(screen.getByRole('combobox', { name: 'Language' })).getAllByRole('option');
    expect(options.map((o) => o.getAttribute('value'))).toEqual(['en', 'zh-Hans', 'zh-Hant', 'th', 'vi', 'ms']);
    expect(options.at(-1)).toHaveTextContent('Bahasa Melayu');
    fireEvent.change(screen.getByRole('combobox', { name: 'Language' }), { target: { value: 'ms' } });
    await waitFor(() => expect(i18n.language).toBe('ms'));
  });
});
