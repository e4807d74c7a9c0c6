import { useTranslation } from 'react-i18next';
import { OUTDOOR_ART, OUTDOOR_ART_SIZE, type OutdoorArtKey } from '../../../assets/outdoor/art';
import { Banner } from '../../../sections/banner';
import { ButtonLink } from '../../../sections/button-link';
import { ClosingCta } from '../../../sections/closing-cta';
import { FormatCards } from '../../../sections/format-cards';
import { PartnerGrid } from '../../../sections/partner-grid';
import { Reveal } from '../../../sections/reveal';
import { Section } from '../../../sections/section';
import { ServiceCards, type ServiceCardItem } from '../../../sections/service-cards';
import type { ServiceIconName } from '../../../sections/service-icons';
import { StatCards, statItem } from '../../../sections/stat-cards';
import { WhyUs, type WhyUsItem } from '../../../sections/why-us';
import styles from './page.module.scss';

const BLOCKS = [
  { key: 'ooh', art: 'billboard' },
  { key: 'dooh', art: 'screen' },
  { key: 'pdooh', art: 'pdooh' },
] as const satisfies readonly { key: string; art: OutdoorArtKey }[];
const STATS = ['impressions', 'dataPoints', 'countries'] as const;
const REACH_BULLETS = ['audience', 'moments', 'scale', 'unskippable'] as const;
const CONTROL_BULLETS = ['budget', 'agility', 'measurement', 'omnichannel'] as const;
const SERVICES = [
  { id: 'strategy', icon: 'users' },
  { id: 'inventory', icon: 'map' },
  { id: 'buying', icon: 'spark' },
  { id: 'creative', icon: 'pen' },
  { id: 'omnichannel', icon: 'link' },
  { id: 'reporting', icon: 'chart' },
] as const satisfies readonly { id: string; icon: ServiceIconName }[];
const PARTNERS = [
  'hkAirport', 'hkRail', 'hkRoadside', 'hkMall', 'cnMetro',
  'cnOffice', 'twMetro', 'moResort', 'sgAirport', 'sgTransit',
  'sgMall', 'myMall', 'myRoadside', 'thSkytrain', 'thRoadside',
  'vnOffice', 'vnRoadside', 'dsp', 'ssp',
] as const;
/** The spec's grid has 20 slots with the last one empty. */
const PARTNER_SLOTS = 20;
const WHY_US = ['specialists', 'data', 'integrated'] as const;

/** Programmatic DOOH (/services/programmatic-dooh). */
export default function ProgrammaticDoohPage() {
  const { t } = useTranslation('service-programmatic-dooh');

  const services: ServiceCardItem[] = SERVICES.map(({ id, icon }) => ({
    id,
    icon,
    title: t(`services.items.${id}.title`),
    text: t(`services.items.${id}.text`),
  }));
  const columns = [
    {
      id: 'reach',
      title: t('whyNeed.columns.reach.title'),
      bullets: REACH_BULLETS.map((key) => ({ key, text: t(`whyNeed.columns.reach.bullets.${key}`) })),
    },
    {
      id: 'control',
      title: t('whyNeed.columns.control.title'),
      bullets: CONTROL_BULLETS.map((key) => ({ key, text: t(`whyNeed.columns.control.bullets.${key}`) })),
    },
  ];
  const whyUs: WhyUsItem[] = WHY_US.map((key) => ({
    id: key,
    title: t(`whyUs.items.${key}.title`),
    text: t(`whyUs.items.${key}.text`),
  }));

  return (
    <>
      <Banner eyebrow={t('banner.eyebrow')} title={t('banner.title')} text={t('banner.text')} art="wave" />

      <Section title={t('whatIs.title')} lead={t('whatIs.lead')}>
        <FormatCards
          items={BLOCKS.map(({ key, art }) => ({
            id: key,
            tag: t(`whatIs.blocks.${key}.name`),
            title: t(`whatIs.blocks.${key}.title`),
            text: t(`whatIs.blocks.${key}.text`),
            image: { src: OUTDOOR_ART[art], alt: t(`whatIs.blocks.${key}.imageAlt`), ...OUTDOOR_ART_SIZE },
          }))}
        />
        <div className={styles.stats}>
          <StatCards
            label={t('whatIs.statsLabel')}
            items={STATS.map((key) => statItem(t, `whatIs.stats.${key}`))}
          />
        </div>
        <p className={styles.action}>
          <ButtonLink to="/contact">{t('whatIs.tryOut')}</ButtonLink>
        </p>
      </Section>

      <Section tone="alt" title={t('whyNeed.title')} lead={t('whyNeed.lead')}>
        <div className={styles.columns}>
          {columns.map((column) => (
            <Reveal key={column.id} className={styles.column}>
              <h3 className={styles.columnTitle}>{column.title}</h3>
              <ul className={styles.bullets}>
                {column.bullets.map((bullet) => (
                  <li key={bullet.key}>{bullet.text}</li>
                ))}
              </ul>
            </Reveal>
          ))}
        </div>
      </Section>

      <Section title={t('services.title')} lead={t('services.lead')}>
        <ServiceCards items={services} />
      </Section>

      <Section tone="alt" title={t('partners.title')} lead={t('partners.lead')}>
        <PartnerGrid
          label={t('partners.label')}
          slots={PARTNER_SLOTS}
          partners={PARTNERS.map((key) => ({
            id: key,
            name: t(`partners.items.${key}.name`),
            detail: t(`partners.items.${key}.region`),
          }))}
        />
        <p className={styles.more}>{t('partners.more')}</p>
      </Section>

      <Section tone="dark" title={t('whyUs.title')} lead={t('whyUs.lead')}>
        <WhyUs items={whyUs} />
      </Section>

      <ClosingCta />
    </>
  );
}
