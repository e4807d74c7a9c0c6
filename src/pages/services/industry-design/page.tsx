import { useTranslation } from 'react-i18next';
import { IndustryCards } from '../../../sections/industry-cards';
import { RichText } from '../../../sections/rich-text';
import { Section } from '../../../sections/section';
import { ServicePage, type PageSection } from '../../../sections/service-page';
import { industryDesign } from './descriptor';
import { INDUSTRIES } from './industries';

/** Industry marketing: /services/industry-design. The service template with the nine industry cards after the intro. */
export default function IndustryDesignPage() {
  const { t } = useTranslation('service-industry-design');

  const industries: PageSection = {
    id: 'industries',
    after: 'intro',
    render: (tone) => (
      <Section tone={tone} title={t('industries.title')} lead={t('industries.lead')}>
        <IndustryCards
          items={INDUSTRIES.map((industry) => ({
            id: industry.id,
            icon: industry.icon,
            title: t(`industries.items.${industry.id}.title`),
            text: <RichText t={t} i18nKey={`industries.items.${industry.id}.text`} links={industry.links} />,
            see: { label: t(`industries.see.${industry.see.kind}`), to: industry.see.to },
            isSee: industry.isSee,
          }))}
        />
      </Section>
    ),
  };

  return <ServicePage ns="service-industry-design" descriptor={industryDesign} sections={[industries]} />;
}
