import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { shownState } from '../../config/site-manifest';
import { CONTACT_PHONE, telHref } from '../../config/site';
import { findSeminar, readNewsKey, SEMINAR_ART, SEMINAR_ART_SIZE, type Seminar } from '../../content/seminars';
import { formatDate, formatTimeRange } from '../../i18n/format';
import { resolveLocale } from '../../i18n/locales';
import { BackLink } from '../../sections/back-link';
import { Banner } from '../../sections/banner';
import { ButtonLink } from '../../sections/button-link';
import { ClosingCta } from '../../sections/closing-cta';
import { DetailCard, type DetailFact } from '../../sections/detail-card';
import { RichText } from '../../sections/rich-text';
import { Section } from '../../sections/section';
import styles from './page.module.scss';

function SeminarView({ seminar }: { seminar: Seminar }) {
  const { t, i18n } = useTranslation('news', { keyPrefix: 'detail' });
  const { t: tn } = useTranslation('news');
  const { t: tc } = useTranslation();
  const lng = resolveLocale(i18n.language) ?? 'en';
  const { key } = seminar;

  const date = formatDate(seminar.date, lng);
  const time = t('details.timeValue', {
    range: formatTimeRange(seminar.start, seminar.end, lng),
    zone: t(`details.zone.${seminar.zone}`),
  });
  const location = t(`seminars.${key}.location`);
  // The phone is a build-time setting (src/config/site.ts); until it is set, the panel shows no
  // number and points to the contact form.
  const enquiries: DetailFact = CONTACT_PHONE
    ? {
        id: 'phone',
        label: t('aside.phone'),
        value: (
          <a href={telHref(CONTACT_PHONE)} className={styles.factLink}>
            {CONTACT_PHONE}
          </a>
        ),
      }
    : { id: 'enquiries', label: t('aside.enquiries'), value: <Link to="/contact" className={styles.factLink}>{t('aside.contactForm')}</Link> };
  // Only records with `paragraphs: 2` have a desc2 in the catalogue (checked by the unit tests).
  const desc2 = seminar.paragraphs === 2 ? t(`seminars.${key}.desc2` as 'seminars.key1.desc2') : null;

  return (
    <DetailCard
      title={t('card.title')}
      subtitle={tn(`seminars.${key}.topic`)}
      image={{ src: SEMINAR_ART[seminar.art], alt: tn(`art.${seminar.art}`), ...SEMINAR_ART_SIZE }}
      facts={{
        title: t('details.title'),
        items: [
          { id: 'date', label: t('details.date'), value: <time dateTime={seminar.date}>{date}</time> },
          { id: 'time', label: t('details.time'), value: time },
          { id: 'location', label: t('details.location'), value: location },
          { id: 'language', label: t('details.language'), value: t(`seminars.${key}.language`) },
          { id: 'fee', label: t('details.fee'), value: t('details.free') },
        ],
      }}
      footer={
        <p>
          {CONTACT_PHONE ? (
            t('card.enquiries', { phone: CONTACT_PHONE })
          ) : (
            <RichText t={tn} i18nKey="detail.card.enquiriesForm" links={{ contact: '/contact' }} />
          )}
        </p>
      }
      action={{ label: tc('cta.contactUs'), to: '/contact' }}
      aside={{
        title: t('aside.title'),
        items: [
          { id: 'topic', label: t('aside.topic'), value: tn(`seminars.${key}.topic`) },
          { id: 'date', label: t('aside.date'), value: date },
          { id: 'time', label: t('aside.time'), value: time },
          { id: 'audience', label: t('aside.audience'), value: t(`seminars.${key}.audience`) },
          { id: 'location', label: t('aside.location'), value: location },
          enquiries,
        ],
      }}
    >
      <p className={styles.lead}>{t(`card.lead.${seminar.lead}`)}</p>
      <p>{t(`seminars.${key}.desc1`)}</p>
      {desc2 && <p>{desc2}</p>}
    </DetailCard>
  );
}

function MissingSeminar() {
  const { t } = useTranslation('news', { keyPrefix: 'detail' });
  return (
    <div className={styles.missing}>
      <h2>{t('missing.title')}</h2>
      <p>{t('missing.text')}</p>
      <p className={styles.missingActions}>
        <ButtonLink to="/news">{t('missing.news')}</ButtonLink>
        <ButtonLink to="/contact" variant="outline">
          {t('missing.contact')}
        </ButtonLink>
      </p>
    </div>
  );
}

/**
 * Seminar detail (/newsDetails). The seminar is the one the address names (`?seminar=key4`, as the
 * news list opens it; a seminar's own document, /<lng>/newsDetails/<key>/, hands its id over in the
 * history entry), else the saved `newsKey` (spec section 7). Anything that is not one of the 15
 * ids, including a missing value or unreadable storage, shows a message instead.
 */
export default function NewsDetailsPage() {
  const { t } = useTranslation('news', { keyPrefix: 'detail' });
  const location = useLocation();
  const seminar = findSeminar(shownState(location) ?? readNewsKey());

  return (
    <>
      <Banner title={t('banner.title')} text={t('banner.text')} art="grid" size="compact" />
      <BackLink fallback="/news" />
      <Section className={styles.section}>
        {seminar ? <SeminarView seminar={seminar} /> : <MissingSeminar />}
      </Section>
      <ClosingCta />
    </>
  );
}
