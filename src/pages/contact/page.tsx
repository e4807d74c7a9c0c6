import { useEffect, useReducer, useRef, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CHANNELS } from '../../config/site-manifest';
import { BackLink } from '../../sections/back-link';
import { Banner } from '../../sections/banner';
import { RichText } from '../../sections/rich-text';
import { SelectField, TextAreaField, TextField, type SelectOption } from '../../sections/form-field';
import { Section } from '../../sections/section';
import { contactFormReducer, INITIAL_STATE, OTHER_SERVICE, WHERE_TO_KNOW_US, type ContactField, type RequiredField } from './contact-form';
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

/** Contact (/contact): the free-consultation form. Nothing is sent; submit shows the thank-you state. */
export default function ContactPage() {
  const { t } = useTranslation('contact');
  const { t: tc } = useTranslation();
  const [state, dispatch] = useReducer(contactFormReducer, INITIAL_STATE);
  const { values } = state;

  const change = (field: ContactField) => (value: string) => dispatch({ type: 'change', field, value });
  const invalid = state.status === 'editing' ? state.invalid : [];
  const error = (field: RequiredField) => (invalid.includes(field) ? t(`form.errors.${field}`) : undefined);

  // After a refused submit, focus moves to the first field without content.
  const form = useRef<HTMLFormElement>(null);
  const refused = state.status === 'editing' ? state.refused : 0;
  const firstInvalid = invalid[0];
  useEffect(() => {
    if (refused === 0 || !firstInvalid) return;
    const control = form.current?.elements.namedItem(firstInvalid);
    if (control instanceof HTMLElement) control.focus();
    // Only a new refused submit moves focus, not typing that clears an error.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [refused]);

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    // No request is made: the form only switches to the thank-you state (spec section 7).
    e.preventDefault();
    dispatch({ type: 'submit' });
  };

  const serviceOptions: SelectOption[] = [
    ...CHANNELS.map((channel) => ({ value: channel.key, label: tc(channel.labelKey) })),
    { value: OTHER_SERVICE, label: t('form.serviceTypes.other') },
  ];
  const sourceOptions: SelectOption[] = WHERE_TO_KNOW_US.map((key) => ({
    value: key,
    label: t(`form.whereToKnowUs.options.${key}`),
  }));

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
              <form ref={form} className={styles.form} aria-label={t('form.label')} onSubmit={onSubmit}>
                <p className={styles.requiredNote}>{t('form.requiredNote')}</p>
                <div className={styles.row}>
                  <TextField name="name" label={t('form.name')} value={values.name} onChange={change('name')} error={error('name')} required autoComplete="name" />
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
                    autoComplete="tel"
                  />
                  <SelectField
                    name="serviceTypes"
                    label={t('form.serviceTypes.label')}
                    placeholder={t('form.serviceTypes.placeholder')}
                    options={serviceOptions}
                    value={values.serviceTypes}
                    onChange={change('serviceTypes')}
                  />
                </div>
                <SelectField
                  name="whereToKnowUs"
                  label={t('form.whereToKnowUs.label')}
                  placeholder={t('form.whereToKnowUs.placeholder')}
                  options={sourceOptions}
                  value={values.whereToKnowUs}
                  onChange={change('whereToKnowUs')}
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
                />
                <p className={styles.actions}>
                  <button type="submit" className={styles.submit}>
                    {t('form.submit')}
                  </button>
                </p>
              </form>
            )}
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
