import { useEffect, useReducer, useRef, type ClipboardEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { CONTACT_ENDPOINT, CONTACT_FIELDS, FIELD_LIMITS, HONEYPOT_FIELD, type ContactField } from '../../config/contact';
import { CHANNELS, CONTACT_SENT, documentPath, pathOf, screenState } from '../../config/site-manifest';
import { readStorage, removeStorage, writeStorage } from '../../i18n/safe-storage';
import { BackLink } from '../../sections/back-link';
import { Banner } from '../../sections/banner';
import { RichText } from '../../sections/rich-text';
import { SelectField, TextAreaField, TextField, type SelectOption } from '../../sections/form-field';
import { Section } from '../../sections/section';
import {
  contactFormReducer,
  EMPTY_VALUES,
  INITIAL_STATE,
  OTHER_SERVICE,
  problemFields,
  SUBMITTED_STATE,
  WHERE_TO_KNOW_US,
  type Failure,
} from './contact-form';
import { deliver } from './delivery';
import styles from './page.module.scss';

const NEXT_STEPS = ['step1', 'step2', 'step3'] as const;

function ThankYou() {
  const { t } = useTranslation('contact');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <div className={styles.thanks}>
      <svg className={styles.successIcon} width="72" height="72" viewBox="0 0 72 72" aria-hidden="true" focusable="false">
        <circle cx="36" cy="36" r="34" fill="#e6f8f1" />
        <circle cx="36" cy="36" r="26" fill="#1b8a5a" />
        <path d="M24 37l8 8 16-17" fill="none" stroke="#fff" strokeWidth="5" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <h2 ref={heading} tabIndex={-1} className={styles.thanksTitle}>
        {t('thanks.title')}
      </h2>
      <p className={styles.thanksText}>{t('thanks.text')}</p>
      <p className={styles.thanksMore}>
        <RichText t={t} i18nKey="thanks.more" links={{ techData: '/tech-data', news: '/news' }} />
      </p>
    </div>
  );
}

/** The draft of the form, kept for this tab only (sessionStorage) until it is sent. */
export const DRAFT_KEY = 'adtechinno.contact.draft';

function readDraft(): Record<string, unknown> | undefined {
  const text = readStorage(DRAFT_KEY, 'sessionStorage');
  if (!text) return undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** A fresh idempotency key (a UUID; a random fallback where crypto.randomUUID is missing, e.g. plain http). */
function newKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Seconds to wait after a 429 when the server gives no Retry-After. */
const DEFAULT_RETRY_SECONDS = 60;

/** The message of a failed delivery (every one says the message was not sent, never "we will get back to you"). */
function FailureMessage({ failure }: { failure: Failure }) {
  const { t } = useTranslation('contact');
  switch (failure.kind) {
    case 'offline':
      return <>{t('form.delivery.offline')}</>;
    case 'server':
      return <>{t('form.delivery.server')}</>;
    case 'unavailable':
      return <>{t('form.delivery.unavailable')}</>;
    case 'rateLimited':
      return <>{t('form.delivery.rateLimited', { count: failure.retryAfter ?? DEFAULT_RETRY_SECONDS })}</>;
    case 'invalid':
      return <>{t('form.delivery.invalid')}</>;
  }
}

/**
 * Contact (/contact): the free-consultation form, delivered to POST /api/contact; the thank-you
 * state shows only once the endpoint has answered 201. The site manifest's state document "sent"
 * (/<lng>/contact/sent/) is this screen in its thank-you state: where a form posted without
 * JavaScript lands (the endpoint answers 303 there). A hash address always starts on the form.
 */
export default function ContactPage() {
  const { t, i18n } = useTranslation('contact');
  const { t: tc } = useTranslation();
  const location = useLocation();
  // The thank-you document (/<lng>/contact/sent/, the site manifest's state document "sent") starts thanked.
  const sentDocument = screenState(location.state) === CONTACT_SENT;
  const [state, dispatch] = useReducer(contactFormReducer, sentDocument ? SUBMITTED_STATE : INITIAL_STATE);
  const { values, problems } = state;
  const sending = state.status === 'sending';

  const change = (field: ContactField) => (value: string) => dispatch({ type: 'change', field, value });
  const error = (field: ContactField) => {
    const problem = problems[field];
    if (!problem) return undefined;
    if (problem === 'tooLong') return t('form.errors.tooLong', { max: FIELD_LIMITS[field] });
    if (problem === 'email') return t('form.errors.emailShape');
    if (problem === 'unknown') return t('form.errors.unknown');
    return field === 'name' || field === 'email' || field === 'message' ? t(`form.errors.${field}`) : undefined;
  };

  // The draft: restored once after the first render (the prerendered document has an empty form),
  // written on every change, forgotten once the endpoint has stored it: by the delivery (below),
  // before the thanks show, as an effect runs only after the paint; here, on the thank-you document.
  useEffect(() => {
    const draft = readDraft();
    if (draft) dispatch({ type: 'restore', values: draft });
  }, []);
  useEffect(() => {
    if (state.status === 'submitted') removeStorage(DRAFT_KEY, 'sessionStorage');
    else if (values !== EMPTY_VALUES) writeStorage(DRAFT_KEY, JSON.stringify(values), 'sessionStorage');
  }, [values, state.status]);

  // After a refused submit, focus moves to the first field with a problem.
  const form = useRef<HTMLFormElement>(null);
  const firstInvalid = problemFields(problems)[0];
  useEffect(() => {
    if (state.refused === 0 || !firstInvalid) return;
    const control = form.current?.elements.namedItem(firstInvalid);
    if (control instanceof HTMLElement) control.focus();
    // Only a new refused submit moves focus, not typing that clears an error.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state.refused]);

  // One request per attempt: the reducer starts an attempt only from the editing state, so a
  // double click or a second Enter sends nothing more.
  const language = i18n.language;
  useEffect(() => {
    if (state.attempt === 0 || state.status !== 'sending' || !state.key) return;
    let live = true;
    const honeypot = form.current?.elements.namedItem(HONEYPOT_FIELD);
    void deliver({
      values: state.values,
      website: honeypot instanceof HTMLInputElement ? honeypot.value : '',
      locale: language,
      page: `${window.location.pathname}${window.location.hash}`,
      idempotencyKey: state.key,
    }).then((outcome) => {
      // Stored by the endpoint: its draft is forgotten even if the visitor has left the form.
      if (outcome.ok) removeStorage(DRAFT_KEY, 'sessionStorage');
      if (!live) return;
      if (outcome.ok) dispatch({ type: 'sent' });
      else if (outcome.problems) dispatch({ type: 'rejected', problems: outcome.problems });
      else dispatch({ type: 'failed', failure: outcome.failure });
    });
    return () => {
      live = false;
    };
    // Each attempt sends once; nothing else restarts it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state.attempt]);

  // A paste longer than the field takes is cut by the browser (maxLength) before React sees it:
  // say so on the field. Only lengths are compared; the text is read once.
  const onPaste = (e: ClipboardEvent<HTMLFormElement>) => {
    const control = e.target;
    if (!(control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement)) return;
    const field = CONTACT_FIELDS.find((f) => f === control.name);
    if (!field) return;
    const pasted = e.clipboardData.getData('text/plain').length;
    const kept = control.value.length - ((control.selectionEnd ?? 0) - (control.selectionStart ?? 0));
    if (kept + pasted > FIELD_LIMITS[field]) dispatch({ type: 'clipped', field });
  };

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    // With JavaScript the form never posts natively: the request goes through fetch (above).
    e.preventDefault();
    dispatch({ type: 'submit', key: newKey() });
  };

  const serviceOptions: SelectOption[] = [
    ...CHANNELS.map((channel) => ({ value: channel.key, label: tc(channel.labelKey) })),
    { value: OTHER_SERVICE, label: t('form.serviceTypes.other') },
  ];
  const sourceOptions: SelectOption[] = WHERE_TO_KNOW_US.map((key) => ({
    value: key,
    label: t(`form.whereToKnowUs.options.${key}`),
  }));
  const failure = state.status === 'editing' ? state.failure : null;

  return (
    <>
      <Banner title={t('banner.title')} text={t('banner.text')} size="compact" art="wave" action={null} />
      <BackLink fallback="/" />
      <Section title={t('intro.title')} lead={t('intro.lead')}>
        <div className={styles.layout}>
          <div className={styles.formCard}>
            {state.status === 'submitted' ? (
              <ThankYou />
            ) : (
              <form
                ref={form}
                className={styles.form}
                aria-label={t('form.label')}
                method="post"
                action={CONTACT_ENDPOINT}
                onSubmit={onSubmit}
                onPaste={onPaste}
              >
                <p className={styles.requiredNote}>{t('form.requiredNote')}</p>
                {/* What a form posted without JavaScript carries besides the fields: the document's locale and its address (/<lng>/contact/). */}
                <input type="hidden" name="locale" value={language} />
                <input type="hidden" name="page" value={documentPath(language, pathOf('contact'))} />
                <div className={styles.row}>
                  <TextField
                    name="name"
                    label={t('form.name')}
                    value={values.name}
                    onChange={change('name')}
                    error={error('name')}
                    required
                    autoComplete="name"
                    maxLength={FIELD_LIMITS.name}
                  />
                  <TextField
                    name="email"
                    type="email"
                    inputMode="email"
                    label={t('form.email')}
                    value={values.email}
                    onChange={change('email')}
                    error={error('email')}
                    required
                    autoComplete="email"
                    maxLength={FIELD_LIMITS.email}
                  />
                </div>
                <div className={styles.row}>
                  <TextField
                    name="telephone"
                    type="tel"
                    inputMode="tel"
                    label={t('form.telephone')}
                    value={values.telephone}
                    onChange={change('telephone')}
                    error={error('telephone')}
                    autoComplete="tel"
                    maxLength={FIELD_LIMITS.telephone}
                  />
                  <SelectField
                    name="serviceTypes"
                    label={t('form.serviceTypes.label')}
                    placeholder={t('form.serviceTypes.placeholder')}
                    options={serviceOptions}
                    value={values.serviceTypes}
                    onChange={change('serviceTypes')}
                    error={error('serviceTypes')}
                  />
                </div>
                <SelectField
                  name="whereToKnowUs"
                  label={t('form.whereToKnowUs.label')}
                  placeholder={t('form.whereToKnowUs.placeholder')}
                  options={sourceOptions}
                  value={values.whereToKnowUs}
                  onChange={change('whereToKnowUs')}
                  error={error('whereToKnowUs')}
                />
                <TextAreaField
                  name="message"
                  label={t('form.message')}
                  hint={t('form.messageHint')}
                  rows={4}
                  value={values.message}
                  onChange={change('message')}
                  error={error('message')}
                  required
                  maxLength={FIELD_LIMITS.message}
                />
                {/* The honeypot: hidden from people and assistive technology, left empty by them; a bot fills it in. */}
                <div className={styles.honeypot} aria-hidden="true">
                  <label>
                    {t('form.honeypot')}
                    <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
                  </label>
                </div>
                {/* The delivery's polite live region; no role="status", which on this site marks a screen still loading. */}
                <div aria-live="polite" aria-atomic="true" data-delivery="" className={failure ? styles.failure : styles.status}>
                  {failure ? (
                    <p className={styles.failureText}>
                      <FailureMessage failure={failure} />
                    </p>
                  ) : sending ? (
                    <span className="visually-hidden">{t('form.delivery.sending')}</span>
                  ) : null}
                </div>
                <p className={styles.actions}>
                  <button type="submit" className={styles.submit} disabled={sending} aria-busy={sending || undefined}>
                    {sending ? t('form.delivery.sending') : failure && failure.kind !== 'invalid' ? t('form.delivery.retry') : t('form.submit')}
                  </button>
                </p>
              </form>
            )}
            <section className={styles.privacy} aria-labelledby="contact-privacy-title">
              <h3 id="contact-privacy-title" className={styles.privacyTitle}>
                {t('privacy.title')}
              </h3>
              <p className={styles.privacyText}>{t('privacy.text')}</p>
            </section>
          </div>
          <aside className={styles.aside} aria-labelledby="contact-next-title">
            <h2 id="contact-next-title" className={styles.asideTitle}>
              {t('next.title')}
            </h2>
            <ol className={styles.steps}>
              {NEXT_STEPS.map((step) => (
                <li key={step}>{t(`next.${step}`)}</li>
              ))}
            </ol>
            <h3 className={styles.officesTitle}>{t('next.officesTitle')}</h3>
            <p className={styles.offices}>{t('next.offices')}</p>
          </aside>
        </div>
      </Section>
    </>
  );
}
