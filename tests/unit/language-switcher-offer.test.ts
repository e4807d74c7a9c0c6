import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { HashRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { createTestI18n } from './test-utils';

// What `npm run i18n:types` would generate for a project where Malay (in progress) passed the
// coverage threshold and Vietnamese did not; deliberately out of the locale list's order, with a
// code that src/i18n/locales.ts does not list.
vi.mock('../../src/i18n/coverage.gen', () => ({
  OFFER_THRESHOLD: 0.95,
  OFFERED_LOCALES: ['ms', 'en', 'xx', 'th'],
}));

describe('language switcher offering', () => {
  it('offers the generated locales that the locale list knows, in its order, each named in its own language', async () => {
    const { LanguageSwitcher } = await import('../../src/shell/language-switcher');
    const i18n = await createTestI18n('en');
    // Its catalogues (here: English's), which a switch waits for.
    for (const [ns, data] of Object.entries(i18n.store.data.en ?? {})) i18n.addResourceBundle('ms', ns, data);
    render(createElement(I18nextProvider, { i18n }, createElement(HashRouter, null, createElement(LanguageSwitcher))));
    const options = within(screen.getByRole('combobox', { name: 'Language' })).getAllByRole('option');
    expect(options.map((o) => [o.getAttribute('value'), o.textContent])).toEqual([
      ['en', 'English'],
      ['th', 'ไทย'],
      ['ms', 'Bahasa Melayu'],
    ]);
    fireEvent.change(screen.getByRole('combobox', { name: 'Language' }), { target: { value: 'ms' } });
    await waitFor(() => expect(i18n.language).toBe('ms'));
  });
});
