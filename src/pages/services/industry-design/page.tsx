import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Banner } from '../../../sections/banner';
import { ClosingCta } from '../../../sections/closing-cta';
import { IndustryCards } from '../../../sections/industry-cards';
import { LogoRow } from '../../../sections/logo-row';
import { Reveal } from '../../../sections/reveal';
import { RichText } from '../../../sections/rich-text';
import { Section } from '../../../sections/section';
import { ServiceCards } from '../../../sections/service-cards';
import type { InlineLinks } from '../../../sections/service-descriptor';
import { StatCards } from '../../../sections/stat-cards';
import { WhyUs } from '../../../sections/why-us';
import { industryDesign as d } from './descriptor';
import { INDUSTRIES } from './industries';
import styles from './page.module.scss';

/**
 * Industry marketing: /services/industry-design. The service-page blocks composed directly around
 * the nine industry cards (the template has no slot for a section of its own).
 */
export default function IndustryDesignPage() {
  const { t } = useTranslation('service-industry-design');
  const { t: commonT } = useTranslation();
  const richT = t as unknown as TFunction;
  const rich = (key: string, links?: InlineLinks) => <RichText t={richT} i18nKey={key} links={links} />;

  return (
    <>
      <Banner eyebrow={t('banner.eyebrow')} title={t('banner.title')} text={t('banner.text')} art={d.banner?.art ?? 'grid'} />
      <div data-block="intro">
        <Section title={t('intro.title')}>
          <Reveal className={styles.prose}>
            <p>{t('intro.text')}</p>
          </Reveal>
          <div className={styles.stats}>
            <StatCards
              label={t('intro.statsLabel')}
              items={(d.intro?.stats ?? []).map(({ id }) => ({
                figure: t(`intro.stats.${id}.figure`, { value: Number(t(`intro.stats.${id}.value`)) }),
                label: t(`intro.stats.${id}.label`),
              }))}
            />
          </div>
        </Section>
      </div>
      <div data-block="industries">
        <Section tone="alt" title={t('industries.title')} lead={t('industries.lead')}>
          <IndustryCards
            items={INDUSTRIES.map((industry) => ({
              id: industry.id,
              icon: industry.icon,
              title: t(`industries.items.${industry.id}.title`),
              text: rich(`industries.items.${industry.id}.text`, industry.links),
              see: { label: t(`industries.see.${industry.see.kind}`), to: industry.see.to },
              isSee: industry.isSee,
            }))}
          />
        </Section>
      </div>
      <div data-block="services">
        <Section title={t('services.title')} lead={t('services.lead')}>
          <ServiceCards
            items={d.services.map(({ id, minHeight, icon, links }) => ({
              id,
              title: t(`services.items.${id}.title`),
              text: rich(`services.items.${id}.text`, links),
              minHeight,
              icon,
            }))}
            action={{ label: commonT('cta.fullServices'), to: '/contact' }}
          />
        </Section>
      </div>
      <div data-block="platforms">
        <Section tone="alt" title={t('platforms.title')} lead={t('platforms.lead')}>
          <LogoRow logos={d.platforms.logos} rows={d.platforms.rows} label={t('platforms.title')} />
        </Section>
      </div>
      <div data-block="whyUs">
        <Section tone="dark" title={t('whyUs.title')}>
          <WhyUs
            items={d.whyUs.map(({ id, icon, links }) => ({
              id,
              title: t(`whyUs.items.${id}.title`),
              text: rich(`whyUs.items.${id}.text`, links),
              icon,
            }))}
          />
        </Section>
      </div>
      <ClosingCta />
    </>
  );
}
