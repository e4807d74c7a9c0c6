import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { routeInState } from '../../config/site-manifest';
import { saveNewsKey, SEMINAR_ART, SEMINAR_ART_SIZE, SEMINAR_KEYS, SEMINARS, type SeminarKey } from '../../content/seminars';
import { formatDate } from '../../i18n/format';
import { resolveLocale } from '../../i18n/locales';
import { Banner } from '../../sections/banner';
import { CardGrid, type CardItem } from '../../sections/card-grid';
import { ClosingCta } from '../../sections/closing-cta';
import { Section } from '../../sections/section';

/** News (/news): the 15 seminars, newest first; DETAIL saves the id as `newsKey` and opens /newsDetails on it. */
export default function NewsPage() {
  const { t, i18n } = useTranslation('news');
  const { t: tc } = useTranslation();
  const navigate = useNavigate();
  const lng = resolveLocale(i18n.language) ?? 'en';

  const openSeminar = (key: SeminarKey) => {
    saveNewsKey(key);
    // The id also goes into the address (`#/newsDetails?seminar=key4`): for browsers where storage
    // is blocked, for the address bar, which then opens the same seminar elsewhere, and for the
    // shell, which shares and switches language to the seminar's own document.
    void navigate(routeInState('news-details', key));
  };

  const items: CardItem[] = SEMINAR_KEYS.map((key) => {
    const seminar = SEMINARS[key];
    return {
      id: key,
      title: t(`seminars.${key}.topic`),
      text: <p>{t('list.when', { date: formatDate(seminar.date, lng), city: t(`seminars.${key}.city`) })}</p>,
      image: { src: SEMINAR_ART[seminar.art], alt: t(`art.${seminar.art}`), ...SEMINAR_ART_SIZE },
      action: { label: tc('cta.detail'), onClick: () => openSeminar(key) },
    };
  });

  return (
    <>
      <Banner title={t('banner.title')} text={t('banner.text')} art="grid" size="compact" />
      <Section title={t('list.title')} lead={t('list.lead')}>
        <CardGrid items={items} />
      </Section>
      <ClosingCta />
    </>
  );
}
