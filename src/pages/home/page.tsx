import { useTranslation } from 'react-i18next';
import adToolArt from '../../assets/art/ad-tool.svg';
import influencerArt from '../../assets/art/influencer.svg';
import programmaticArt from '../../assets/art/programmatic.svg';
import { Banner } from '../../sections/banner';
import { CardGrid, type CardItem } from '../../sections/card-grid';
import { ClosingCta } from '../../sections/closing-cta';
import { RichText } from '../../sections/rich-text';
import { Section } from '../../sections/section';
import { StatCards, statItem } from '../../sections/stat-cards';
import styles from './page.module.scss';

const STATS = ['years', 'clients', 'offices', 'founded'] as const;

/** Home (routes / and /adtechinno). */
export default function HomePage() {
  const { t } = useTranslation('home');

  const products: CardItem[] = [
    {
      id: 'ad-tool',
      title: t('products.adTool.title'),
      text: <p>{t('products.adTool.text')}</p>,
      image: { src: adToolArt, alt: t('products.adTool.imageAlt'), width: 600, height: 400 },
      link: { to: '/tech-data', label: t('products.adTool.link') },
    },
    {
      id: 'influencer',
      title: t('products.influencer.title'),
      text: (
        <p>
          <RichText t={t} i18nKey="products.influencer.text" links={{ xhs: '/services/xiaohongshu', wechat: '/services/wechat' }} />
        </p>
      ),
      image: { src: influencerArt, alt: t('products.influencer.imageAlt'), width: 600, height: 400 },
      link: { to: '/services/xiaohongshu', label: t('products.influencer.link') },
    },
    {
      id: 'programmatic',
      title: t('products.programmatic.title'),
      text: <p>{t('products.programmatic.text')}</p>,
      image: { src: programmaticArt, alt: t('products.programmatic.imageAlt'), width: 600, height: 400 },
      link: { to: '/services/taboola', label: t('products.programmatic.link') },
    },
  ];

  return (
    <>
      <Banner eyebrow={t('banner.eyebrow')} title={t('banner.title')} text={t('banner.text')} art="orbit" />
      <Section title={t('intro.title')} lead={t('intro.lead')}>
        <p className={styles.introText}>{t('intro.text')}</p>
        <StatCards
          label={t('stats.label')}
          items={STATS.map((key) => statItem(t, `stats.${key}`))}
        />
      </Section>
      <Section tone="alt" title={t('products.title')} lead={t('products.text')}>
        <CardGrid items={products} />
      </Section>
      <ClosingCta />
    </>
  );
}
