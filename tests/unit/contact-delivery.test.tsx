import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIELD_LIMITS } from '../../src/config/contact';
import ContactPage, { DRAFT_KEY } from '../../src/pages/contact/page';
import { contactFormReducer, cutToLimit, INITIAL_STATE, type ContactField } from '../../src/pages/contact/contact-form';
import { deliver, retryAfterSeconds } from '../../src/pages/contact/delivery';
import { PAGE_MAX_LENGTH } from '../../src/config/contact';
import { STATE_DOCUMENTS } from '../../src/config/site-manifest';
import { createTestI18n, renderWithProviders } from './test-utils';

const THANKS = 'Thank you for your feedback';
const FOLLOW_UP = 'We will get back to you shortly.';

function json(status: number, body: unknown, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
}

/** A fetch mock answering with each of `answers` in turn (a function answers lazily; an Error rejects). */
function mockFetch(...answers: (Response | Error | (() => Promise<Response>))[]) {
  const calls: { url: string; init: RequestInit; body: Record<string, unknown> }[] = [];
  const fn = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {}, body: JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown> });
    const answer = answers[Math.min(calls.length - 1, answers.length - 1)];
    if (answer instanceof Error) throw answer;
    if (typeof answer === 'function') return answer();
    return answer!.clone();
  });
  vi.stubGlobal('fetch', fn);
  return { fn, calls };
}

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { value: online, configurable: true });
}

async function renderContact(lng = 'en') {
  const result = await renderWithProviders(<ContactPage />, { route: '/contact', lng });
  const form = screen.getByRole('form');
  return { ...result, form };
}

async function fillValid(form: HTMLElement) {
  const set = (name: string, value: string) => fireEvent.change(form.querySelector(`[name="${name}"]`)!, { target: { value } });
  set('name', 'Mei Ling');
  set('email', 'mei@example.com');
  set('telephone', '+852 1234 5678');
  set('serviceTypes', 'xhs');
  set('whereToKnowUs', 'linkedin');
  set('message', 'Launching in Shenzhen 🚀');
}

const submitButton = (form: HTMLElement) => within(form).getByRole('button');
/** The delivery's polite live region (no role="status": on this site that marks a screen still loading). */
const liveRegion = (form: HTMLElement) => form.querySelector<HTMLElement>('[data-delivery]')!;

beforeEach(() => {
  sessionStorage.clear();
  setOnline(true);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  setOnline(true);
});

describe('contact form delivery', () => {
  it('posts the values, language, page and an idempotency key, and thanks only after a 201', async () => {
    let answer: (r: Response) => void = () => undefined;
    const { calls } = mockFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    const { form } = await renderContact();
    await fillValid(form);
    fireEvent.submit(form);

    // While sending: progress on the button, announced politely, no thanks yet.
    const button = submitButton(form);
    await waitFor(() => expect(button).toHaveTextContent('Sending…'));
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(liveRegion(form)).toHaveTextContent('Sending…');
    expect(screen.queryByText(THANKS)).not.toBeInTheDocument();

    expect(calls).toHaveLength(1);
    const [call] = calls;
    expect(call!.url).toBe('/api/contact');
    expect(call!.init.method).toBe('POST');
    expect(call!.body).toMatchObject({
      name: 'Mei Ling',
      email: 'mei@example.com',
      telephone: '+852 1234 5678',
      serviceTypes: 'xhs',
      whereToKnowUs: 'linkedin',
      message: 'Launching in Shenzhen 🚀',
      website: '',
      locale: 'en',
      page: '/#/contact',
    });
    const key = call!.body.idempotencyKey as string;
    expect(key).toMatch(/^[0-9a-f-]{32,36}$/);
    expect((call!.init.headers as Record<string, string>)['Idempotency-Key']).toBe(key);

    await act(async () => answer(json(201, { id: 'lead-1' })));
    expect(await screen.findByRole('heading', { name: THANKS })).toHaveFocus();
    expect(screen.getByText(FOLLOW_UP)).toBeInTheDocument();
  });

  it('sends the visitor language', async () => {
    const { calls } = mockFetch(json(201, { id: 'x' }));
    const { form } = await renderContact('th');
    await fillValid(form);
    fireEvent.submit(form);
    await screen.findByRole('heading', { level: 2, name: 'ขอบคุณสำหรับข้อความของคุณ' });
    expect(calls[0]!.body.locale).toBe('th');
  });

  it('sends one request for a double click', async () => {
    const user = userEvent.setup();
    let answer: (r: Response) => void = () => undefined;
    const { calls } = mockFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    const { form } = await renderContact();
    await fillValid(form);
    await user.dblClick(submitButton(form));
    fireEvent.submit(form);
    expect(calls).toHaveLength(1);
    await act(async () => answer(json(201, { id: 'lead-1' })));
    await screen.findByRole('heading', { name: THANKS });
    expect(calls).toHaveLength(1);
  });

  it('offline: keeps every value, says so in a live region, and a retry sends the same key', async () => {
    const { calls } = mockFetch(new TypeError('Failed to fetch'), json(201, { id: 'lead-1' }));
    const { form } = await renderContact();
    await fillValid(form);
    setOnline(false);
    fireEvent.submit(form);
    const status = liveRegion(form);
    await waitFor(() => expect(status).toHaveTextContent(/offline, so your message has not been sent/));
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(calls).toHaveLength(0);
    expect(form.querySelector('[name="message"]')).toHaveValue('Launching in Shenzhen 🚀');
    expect(form.querySelector('[name="serviceTypes"]')).toHaveValue('xhs');
    expect(screen.queryByText(FOLLOW_UP)).not.toBeInTheDocument();

    // Still offline as far as fetch knows: the request fails, the values stay.
    setOnline(true);
    fireEvent.click(submitButton(form));
    await waitFor(() => expect(calls).toHaveLength(1));
    await waitFor(() => expect(submitButton(form)).toHaveTextContent('Try again'));
    expect(screen.queryByText(THANKS)).not.toBeInTheDocument();

    fireEvent.click(within(form).getByRole('button', { name: 'Try again' }));
    await screen.findByRole('heading', { name: THANKS });
    expect(calls).toHaveLength(2);
    expect(calls[1]!.body.idempotencyKey).toBe(calls[0]!.body.idempotencyKey);
  });

  it('a changed value after a failure gets a new idempotency key', async () => {
    const { calls } = mockFetch(json(503, {}), json(201, { id: 'lead-1' }));
    const { form } = await renderContact();
    await fillValid(form);
    fireEvent.submit(form);
    await within(form).findByText(/Our server could not take your message/);
    fireEvent.change(form.querySelector('[name="message"]')!, { target: { value: 'Launching in Shenzhen and Macau' } });
    fireEvent.submit(form);
    await screen.findByRole('heading', { name: THANKS });
    expect(calls[1]!.body.idempotencyKey).not.toBe(calls[0]!.body.idempotencyKey);
    expect(calls[1]!.body.message).toBe('Launching in Shenzhen and Macau');
  });

  it('429: says how long to wait (Retry-After) and offers a retry', async () => {
    const { calls } = mockFetch(json(429, {}, { 'Retry-After': '30' }), json(201, { id: 'lead-1' }));
    const { form } = await renderContact();
    await fillValid(form);
    fireEvent.submit(form);
    await within(form).findByText(/please try again in 30 seconds/);
    expect(form.querySelector('[name="name"]')).toHaveValue('Mei Ling');
    fireEvent.click(within(form).getByRole('button', { name: 'Try again' }));
    await screen.findByRole('heading', { name: THANKS });
    expect(calls[1]!.body.idempotencyKey).toBe(calls[0]!.body.idempotencyKey);
  });

  it.each([404, 405, 200, 500, 502])('never thanks for a %i (no endpoint, a static page, a server error)', async (status) => {
    mockFetch(new Response('<!doctype html><title>Not here</title>', { status, headers: { 'Content-Type': 'text/html' } }));
    const { form } = await renderContact();
    await fillValid(form);
    fireEvent.submit(form);
    await waitFor(() => expect(submitButton(form)).toHaveTextContent('Try again'));
    expect(liveRegion(form)).toHaveTextContent(/has not been sent/);
    expect(screen.queryByText(THANKS)).not.toBeInTheDocument();
    expect(screen.queryByText(FOLLOW_UP)).not.toBeInTheDocument();
    expect(form.querySelector('[name="email"]')).toHaveValue('mei@example.com');
  });

  it("400: marks the server's field problems on the fields", async () => {
    mockFetch(json(400, { errors: { email: 'email', telephone: 'tooLong', whereToKnowUs: 'unknown' } }));
    const { form } = await renderContact();
    await fillValid(form);
    fireEvent.submit(form);
    const email = within(form).getByRole('textbox', { name: 'Email' });
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(email).toHaveAccessibleDescription('Please enter an email address such as name@example.com.');
    expect(within(form).getByRole('textbox', { name: 'Telephone' })).toHaveAccessibleDescription(
      'This field takes up to 40 characters. Please check that what is here is complete.',
    );
    expect(within(form).getByRole('combobox', { name: 'How did you hear about us?' })).toHaveAccessibleDescription('Please choose one of the options in the list.');
    expect(liveRegion(form)).toHaveTextContent('Your message has not been sent yet: please check the marked fields.');
    await waitFor(() => expect(email).toHaveFocus());
    expect(screen.queryByText(THANKS)).not.toBeInTheDocument();
  });

  it('refuses an email of the wrong shape in the browser, without a request', async () => {
    const { calls } = mockFetch(json(201, { id: 'x' }));
    const { form } = await renderContact();
    await fillValid(form);
    fireEvent.change(form.querySelector('[name="email"]')!, { target: { value: 'Mei Ling' } });
    fireEvent.submit(form);
    expect(within(form).getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('Please enter an email address such as name@example.com.');
    expect(calls).toHaveLength(0);
  });

  it('keeps a draft across a remount, and forgets it once sent', async () => {
    mockFetch(json(201, { id: 'lead-1' }));
    const first = await renderContact();
    await fillValid(first.form);
    expect(JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? '{}')).toMatchObject({ name: 'Mei Ling', message: 'Launching in Shenzhen 🚀' });
    cleanup();

    const { form } = await renderContact();
    await waitFor(() => expect(form.querySelector('[name="name"]')).toHaveValue('Mei Ling'));
    expect(form.querySelector('[name="whereToKnowUs"]')).toHaveValue('linkedin');
    fireEvent.submit(form);
    await screen.findByRole('heading', { name: THANKS });
    expect(sessionStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  it('forgets the draft once it is stored, even when the visitor left the form while it was sending', async () => {
    let answer: (r: Response) => void = () => undefined;
    mockFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    const { form } = await renderContact();
    await fillValid(form);
    fireEvent.submit(form);
    await waitFor(() => expect(submitButton(form)).toHaveTextContent('Sending…'));
    cleanup();
    expect(sessionStorage.getItem(DRAFT_KEY)).not.toBeNull();
    answer(json(201, { id: 'lead-1' }));
    // Back on the form, the visitor would otherwise find what was sent, as if it had not been.
    await waitFor(() => expect(sessionStorage.getItem(DRAFT_KEY)).toBeNull());
  });

  it('works with storage blocked', async () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    mockFetch(json(201, { id: 'lead-1' }));
    const { form } = await renderContact();
    await fillValid(form);
    fireEvent.submit(form);
    await screen.findByRole('heading', { name: THANKS });
  });

  it('gives every field its limit as maxLength, and the honeypot and native-post fields', async () => {
    const { form } = await renderContact('th');
    for (const field of ['name', 'email', 'telephone', 'message'] as const) {
      expect(form.querySelector(`[name="${field}"]`)).toHaveAttribute('maxlength', String(FIELD_LIMITS[field]));
    }
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/api/contact');
    expect(form.querySelector('input[type="hidden"][name="locale"]')).toHaveValue('th');
    expect(form.querySelector('input[type="hidden"][name="page"]')).toHaveValue('/th/contact/');
    const honeypot = form.querySelector('input[name="website"]')!;
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot).toHaveAttribute('autocomplete', 'off');
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(within(form).queryByRole('textbox', { name: /ว่าง/ })).toBeNull();
  });

  it('shows the privacy notice under the form', async () => {
    await renderContact();
    expect(screen.getByRole('heading', { name: 'How we use your details' })).toBeInTheDocument();
    expect(screen.getByText(/We delete it after 12 months/)).toBeInTheDocument();
  });
});

describe('a 1 MB value', () => {
  const MB = 'สวัสดี Hello 你好 \n'.repeat(1_000_000 / 18);

  it('is cut to each field limit with a too-long message, in bounded work', async () => {
    const { form } = await renderContact();
    for (const field of ['name', 'email', 'telephone', 'message'] as const) {
      fireEvent.change(form.querySelector(`[name="${field}"]`)!, { target: { value: MB } });
      const control = form.querySelector<HTMLInputElement>(`[name="${field}"]`)!;
      expect(Array.from(control.value)).toHaveLength(FIELD_LIMITS[field]);
      expect(control).toHaveAccessibleDescription(
        expect.stringContaining(`This field takes up to ${FIELD_LIMITS[field].toLocaleString('en')} characters.`) as unknown as string,
      );
    }
    expect(JSON.stringify(JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? '{}')).length).toBeLessThan(32 * 1024);
  });

  it('reads only up to the limit of a long value (no whole-string work in the reducer)', () => {
    // A string whose every character read is counted: cutting walks the limit, not the megabyte.
    const long = 'x'.repeat(1_000_000);
    const spy = vi.spyOn(String.prototype, 'charCodeAt');
    const cut = cutToLimit(long, FIELD_LIMITS.message);
    expect(cut).toEqual({ value: 'x'.repeat(5000), cut: true });
    expect(spy.mock.calls.length).toBeLessThanOrEqual(FIELD_LIMITS.message);
    spy.mockRestore();
    const state = contactFormReducer(INITIAL_STATE, { type: 'change', field: 'message' as ContactField, value: long });
    expect(state.values.message).toHaveLength(5000);
    expect(state.problems).toEqual({ message: 'tooLong' });
  });
});

describe('Retry-After', () => {
  it('reads seconds and HTTP dates', () => {
    expect(retryAfterSeconds('120')).toBe(120);
    expect(retryAfterSeconds(new Date(Date.UTC(2030, 0, 1, 0, 1)).toUTCString(), Date.UTC(2030, 0, 1))).toBe(60);
    expect(retryAfterSeconds('soon')).toBeUndefined();
    expect(retryAfterSeconds(null)).toBeUndefined();
  });
});

describe('the thank-you document', () => {
  it('is the contact screen in its "sent" state, declared once in the site manifest', async () => {
    expect(STATE_DOCUMENTS.filter((d) => d.route.path === '/contact').map((d) => [d.path, d.state, d.indexed])).toEqual([['/contact/sent', 'sent', undefined]]);
    const i18n = await createTestI18n('th');
    const fetchSpy = mockFetch(json(201, {}));
    render(
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={[{ pathname: '/contact', state: { screenState: 'sent' } }]}>
          <ContactPage />
        </MemoryRouter>
      </I18nextProvider>,
    );
    expect(await screen.findByRole('heading', { level: 2, name: 'ขอบคุณสำหรับข้อความของคุณ' })).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(fetchSpy.calls).toHaveLength(0);
  });
});

describe('a paste the browser cuts at maxLength', () => {
  it('marks the field too long, and the mark stays while the field is full', async () => {
    const { form } = await renderContact();
    const name = within(form).getByRole('textbox', { name: 'Name' });
    fireEvent.paste(name, { clipboardData: { getData: () => 'y'.repeat(1_000_000) } });
    // What the browser inserts: the paste cut at maxLength.
    fireEvent.change(name, { target: { value: 'y'.repeat(FIELD_LIMITS.name) } });
    expect(name).toHaveAccessibleDescription('This field takes up to 100 characters. Please check that what is here is complete.');
    fireEvent.change(name, { target: { value: 'Mei Ling' } });
    expect(name).not.toHaveAttribute('aria-invalid');
  });
});

describe('deliver', () => {
  it('sends a page address cut to what the endpoint takes', async () => {
    const { calls } = mockFetch(json(201, { id: 'x' }));
    const values = { name: 'a', email: 'a@b.co', telephone: '', serviceTypes: '', whereToKnowUs: '', message: 'm' };
    const outcome = await deliver({ values, website: '', locale: 'en', page: `/#/contact?${'x'.repeat(1000)}`, idempotencyKey: 'k' });
    expect(outcome).toEqual({ ok: true, id: 'x' });
    expect(String(calls[0]!.body.page)).toHaveLength(PAGE_MAX_LENGTH);
  });
});
