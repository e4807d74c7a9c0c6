import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHANNELS } from '../../src/config/site-manifest';
import ContactPage from '../../src/pages/contact/page';
import {
  contactFormReducer,
  INITIAL_STATE,
  hasContent,
  isComplete,
  type ContactField,
  type ContactState,
} from '../../src/pages/contact/contact-form';
import { renderWithProviders } from './test-utils';

function fill(values: Partial<Record<ContactField, string>>): ContactState {
  return Object.entries(values).reduce<ContactState>(
    (state, [field, value]) => contactFormReducer(state, { type: 'change', field: field as ContactField, value }),
    INITIAL_STATE,
  );
}

const submit = (state: ContactState) => contactFormReducer(state, { type: 'submit', key: 'key-1' });

const COMPLETE = { name: 'Mei Ling', email: 'mei@example.com', message: 'We sell skincare in Hong Kong.' };

describe('contact form state', () => {
  it('starts in the editing state with empty values', () => {
    expect(INITIAL_STATE.status).toBe('editing');
    expect(Object.values(INITIAL_STATE.values).every((v) => v === '')).toBe(true);
  });

  it('starts sending (not yet the thank-you state) when name, email and message are filled, and shows thanks only after the endpoint stored it', () => {
    const state = submit(fill(COMPLETE));
    expect(state).toMatchObject({ status: 'sending', key: 'key-1', attempt: 1 });
    expect(state.values.name).toBe('Mei Ling');
    expect(contactFormReducer(state, { type: 'sent' }).status).toBe('submitted');
  });

  it.each(['name', 'email', 'message'] as const)('stays on the form when %s is missing, marking it invalid', (field) => {
    const state = fill({ ...COMPLETE, [field]: '' });
    expect(isComplete(state.values)).toBe(false);
    expect(submit(state)).toMatchObject({ status: 'editing', problems: { [field]: 'required' }, refused: 1 });
  });

  it.each(['name', 'email', 'message'] as const)('treats a white-space-only %s as missing', (field) => {
    const state = fill({ ...COMPLETE, [field]: ' \t\n\u00a0\u3000 ' });
    expect(submit(state)).toMatchObject({ status: 'editing', problems: { [field]: 'required' } });
  });

  it.each([
    ['zero-width space', '\u200b\u200b'],
    ['zero-width joiners and word joiner', '\u200c\u200d\u2060'],
    ['byte order mark and soft hyphen', '\ufeff\u00ad'],
    ['direction marks', '\u200e\u200f\u202a\u202c'],
    ['Hangul filler', '\u3164'],
    ['spaces mixed with invisible characters', ' \u200b \u2060 '],
  ])('does not count %s as content', (_label, value) => {
    expect(hasContent(value)).toBe(false);
    expect(submit(fill({ ...COMPLETE, name: value, message: value })).problems).toEqual({ name: 'required', message: 'required' });
  });

  it('counts any visible character, emoji sequences included', () => {
    for (const value of ['a', '陳', 'ไทย', '👩🏻‍💼', '\u200b.\u200b', '1']) expect(hasContent(value), value).toBe(true);
  });

  it('lists every field without content in form order, and clears one as soon as it has some', () => {
    const refused = submit(fill({ email: 'mei@example.com', name: ' ', message: '\u200b' }));
    expect(refused).toMatchObject({ problems: { name: 'required', message: 'required' }, refused: 1 });
    const typed = contactFormReducer(refused, { type: 'change', field: 'name', value: 'Mei' });
    expect(typed).toMatchObject({ problems: { message: 'required' }, refused: 1 });
    expect(submit(typed)).toMatchObject({ problems: { message: 'required' }, refused: 2 });
  });

  it('does not need the optional fields', () => {
    const state = fill({ ...COMPLETE, telephone: '', serviceTypes: '', whereToKnowUs: '' });
    expect(submit(state).status).toBe('sending');
  });

  it('cuts a value over its limit at the limit (code points, never inside an emoji) and marks it too long', () => {
    const state = fill({ ...COMPLETE, message: 'x'.repeat(100_000), name: '👩🏻‍💼'.repeat(100) });
    expect(state.values.message).toHaveLength(5000);
    expect(Array.from(state.values.name)).toHaveLength(100);
    expect(state.problems).toEqual({ message: 'tooLong', name: 'tooLong' });
    // The cut value itself may be sent; the message stays until the field is edited.
    expect(submit(state).status).toBe('sending');
  });

  it('accepts emoji and other scripts as they are', () => {
    const state = submit(fill({ name: '陳美玲 👩🏻‍💼', email: 'mei@example.com', message: 'สวัสดี 🚀 Xin chào' }));
    expect(state.status).toBe('sending');
    expect(state.values.name).toBe('陳美玲 👩🏻‍💼');
  });

  it('keeps HTML-looking text as plain text', () => {
    const html = '<img src=x onerror=alert(1)><script>alert(2)</script>';
    const state = submit(fill({ ...COMPLETE, name: html }));
    expect(state.status).toBe('sending');
    expect(state.values.name).toBe(html);
  });

  it('offers no way back once submitted', () => {
    const done = contactFormReducer(submit(fill(COMPLETE)), { type: 'sent' });
    expect(contactFormReducer(done, { type: 'change', field: 'name', value: '' })).toBe(done);
    expect(contactFormReducer(done, { type: 'submit', key: 'key-2' })).toBe(done);
  });
});

describe('contact page', () => {
  afterEach(() => vi.restoreAllMocks());

  async function renderContact() {
    const result = await renderWithProviders(<ContactPage />, { route: '/contact' });
    const form = screen.getByRole('form', { name: 'Consultation form' });
    return { ...result, form };
  }

  it('shows the banner, a BACK link and the labelled fields with their names (accessible names without the asterisk)', async () => {
    const { form } = await renderContact();
    expect(screen.getByRole('heading', { level: 1, name: 'Contact' })).toBeInTheDocument();
    expect(screen.getByText('We are always here to help in whatever way you need.')).toBeInTheDocument();
    // Opened directly: BACK falls back to the home page.
    expect(screen.getByRole('link', { name: 'BACK' })).toHaveAttribute('href', '#/');

    const name = within(form).getByRole('textbox', { name: 'Name' });
    const email = within(form).getByRole('textbox', { name: 'Email' });
    const telephone = within(form).getByRole('textbox', { name: 'Telephone' });
    const service = within(form).getByRole('combobox', { name: 'Service you are interested in' });
    const source = within(form).getByRole('combobox', { name: 'How did you hear about us?' });
    const message = within(form).getByRole('textbox', { name: 'Message' });

    expect(name).toHaveAttribute('name', 'name');
    expect(email).toHaveAttribute('name', 'email');
    expect(email).toHaveAttribute('type', 'email');
    expect(telephone).toHaveAttribute('name', 'telephone');
    expect(service).toHaveAttribute('name', 'serviceTypes');
    expect(source).toHaveAttribute('name', 'whereToKnowUs');
    expect(message).toHaveAttribute('name', 'message');
    expect(message.tagName).toBe('TEXTAREA');
    expect(message).toHaveAttribute('rows', '4');

    for (const required of [name, email, message]) {
      expect(required).toBeRequired();
      expect(required).toHaveAttribute('aria-required', 'true');
    }
    for (const optional of [telephone, service, source]) expect(optional).not.toBeRequired();

    // A red asterisk on exactly the three required labels, hidden from assistive technology.
    const asterisks = form.querySelectorAll('label [aria-hidden="true"]');
    expect(asterisks).toHaveLength(3);
    expect([...asterisks].map((a) => a.closest('label')?.textContent?.replace('*', '').trim())).toEqual(['Name', 'Email', 'Message']);

    expect(form).not.toHaveAttribute('novalidate');
  });

  it('lists every advertising channel plus Other as service types', async () => {
    const { form } = await renderContact();
    const options = within(within(form).getByRole('combobox', { name: 'Service you are interested in' })).getAllByRole('option');
    expect(options.map((o) => o.getAttribute('value'))).toEqual(['', ...CHANNELS.map((c) => c.key), 'other']);
    expect(options.map((o) => o.textContent)).toContain('Xiaohongshu Ads');
    expect(options.at(-1)).toHaveTextContent('Other');
  });

  it('lists where visitors heard of us, in the spec order', async () => {
    const { form } = await renderContact();
    const options = within(within(form).getByRole('combobox', { name: 'How did you hear about us?' })).getAllByRole('option');
    expect(options.slice(1).map((o) => o.textContent)).toEqual(['Google', 'Instagram', 'Facebook', 'YouTube', 'Yahoo!', 'LinkedIn', 'Other']);
  });

  it('marks fields of only white space or invisible characters with a message each, and focuses the first', async () => {
    const user = userEvent.setup();
    const { form } = await renderContact();
    const name = within(form).getByRole('textbox', { name: 'Name' });
    const message = within(form).getByRole('textbox', { name: 'Message' });
    await user.type(name, '   ');
    await user.type(within(form).getByRole('textbox', { name: 'Email' }), 'mei@example.com');
    await user.type(message, '\u200b\u200b');
    // Dispatch submit directly: the handler itself must enforce the rule, not only the browser.
    fireEvent.submit(form);
    expect(screen.queryByText('Thank you for your feedback')).not.toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Please enter your name.');
    expect(message).toHaveAttribute('aria-invalid', 'true');
    expect(message).toHaveAccessibleDescription(
      'Your goals, target markets, timing and budget help us prepare a useful first answer. Please tell us a little about what you need.',
    );
    expect(within(form).getByRole('textbox', { name: 'Email' })).not.toHaveAttribute('aria-invalid');
    await waitFor(() => expect(name).toHaveFocus());

    await user.type(name, 'Mei');
    expect(name).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Please enter your name.')).not.toBeInTheDocument();
    fireEvent.submit(form);
    await waitFor(() => expect(message).toHaveFocus());
  });

});
