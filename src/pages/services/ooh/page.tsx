import { useTranslation } from 'react-i18next';
import { OUTDOOR_ART, OUTDOOR_ART_SIZE } from '../../../assets/outdoor/art';
import type { LogoKey } from '../../../content/logos';
import { Banner } from '../../../sections/banner';
import { ClosingCta } from '../../../sections/closing-cta';
import { LogoRow } from '../../../sections/logo-row';
import { Reveal } from '../../../sections/reveal';
import { RichText } from '../../../sections/rich-text';
import { Section } from '../../../sections/section';
import { ServiceCards, type ServiceCardItem } from '../../../sections/service-cards';
import type { InlineLinks } from '../../../sections/service-descriptor';
import type { ServiceIconName } from '../../../sections/service-icons';
import { StatCards, statItem } from '../../../sections/stat-cards';
import { WhyUs, type WhyUsItem } from '../../../sections/why-us';
import { FormatShowcase } from './format-showcase';
import styles from './page.module.scss';

const STATS = ['regions', 'offices'] as const;
const SERVICES = [
  { id: 'planning', icon: 'target' },
  { id: 'reach', icon: 'globe' },
  { id: 'buying', icon: 'chart' },
  { id: 'creative', icon: 'pen' },
  { id: 'management', icon: 'layers' },
  { id: 'tracking', icon: 'clock' },
] as const satisfies readonly { id: string; icon: ServiceIconName }[];
/** Media owners, screen and video platforms: five in the first row, two in the second. */
const PARTNERS: readonly LogoKey[] = ['asiaray', 'transport', 'mytv', 'netflix', 'youtube', 'grab', 'video360'];
const PARTNER_ROWS = [5, 2] as const;
const WHY_US = [
  {
    id: 'integrated',
    links: { sem: '/services/sem', seo: '/services/seo', content: '/services/content', video: '/services/video' },
  },
  {
    id: 'social',
    links: { social: '/services/social', influencer: '/services/influencer', taboola: '/services/taboola' },
  },
  { id: 'data', links: { pdooh: '/services/programmatic-dooh' } },
] as const satisfies readonly { id: string; links: InlineLinks }[];

/** OOH (/services/ooh). */
export default function OohPage() {
  const { t } = useTranslation('service-ooh');

  const services: ServiceCardItem[] = SERVICES.map(({ id, icon }) => ({
    id,
    icon,
    title: t(`services.items.${id}.title`),
    text: t(`services.items.${id}.text`),
  }));

  const whyUs: WhyUsItem[] = WHY_US.map(({ id, links }) => ({
    id,
    title: t(`whyUs.items.${id}.title`),
    text: <RichText t={t} i18nKey={`whyUs.items.${id}.text`} links={links} />,
  }));

  return (
    <>
      <Banner eyebrow={t('banner.eyebrow')} title={t('banner.title')} text={t('banner.text')} art="grid" />

      <Section title={t('intro.title')} lead={t('intro.lead')}>
        <Reveal className={styles.intro}>
          <div className={styles.introText}>
            <p>{t('intro.text1')}</p>
            <p>{t('intro.text2')}</p>
          </div>
          <img
            className={styles.introImage}
            src={OUTDOOR_ART.city}
            alt={t('intro.imageAlt')}
            {...OUTDOOR_ART_SIZE}
            loading="lazy"
            decoding="async"
          />
        </Reveal>
        <div className={styles.stats}>
          <StatCards
            label={t('intro.statsLabel')}
            items={STATS.map((key) => statItem(t, `intro.stats.${key}`))}
          />
        </div>
      </Section>

      <Section tone="alt" title={t('formats.title')} lead={t('formats.lead')}>
        <FormatShowcase />
      </Section>

      <Section title={t('services.title')} lead={t('services.lead')}>
        <ServiceCards items={services} />
      </Section>

      <Section tone="alt" title={t('partners.title')} lead={t('partners.lead')}>
        <LogoRow logos={PARTNERS} label={t('partners.label')} rows={PARTNER_ROWS} />
      </Section>

      <Section tone="dark" title={t('whyUs.title')} lead={t('whyUs.lead')}>
        <WhyUs items={whyUs} />
      </Section>

      <ClosingCta />
    </>
  );
}
