import { useTranslation } from 'react-i18next';
import adToolArt from '../../assets/art/ad-tool.svg';
import influencerArt from '../../assets/art/influencer.svg';
import programmaticArt from '../../assets/art/programmatic.svg';
import chinaArt from '../../assets/company/about-china.svg';
import dataArt from '../../assets/company/about-data.svg';
import expertsArt from '../../assets/company/about-experts.svg';
import globalArt from '../../assets/company/about-global.svg';
import industryArt from '../../assets/company/about-industry.svg';
import { Banner } from '../../sections/banner';
import { CardGrid, type CardItem } from '../../sections/card-grid';
import { ClosingCta } from '../../sections/closing-cta';
import { MediaBlock } from '../../sections/media-block';
import { RichText } from '../../sections/rich-text';
import { Section } from '../../sections/section';
import type { InlineLinks, SitePath } from '../../sections/service-descriptor';
import { StatCards, statItem } from '../../sections/stat-cards';
import { StatementPanels } from '../../sections/statement-panels';
import styles from './page.module.scss';

const STATS = ['founded', 'years', 'clients', 'offices'] as const;
const PRODUCTS = [
  { id: 'adTool', art: adToolArt },
  { id: 'influencer', art: influencerArt },
  { id: 'programmatic', art: programmaticArt },
] as const;

/** The five strengths, image and text side by side, alternating sides and bands. */
const BLOCKS = [
  { id: 'data', art: dataArt },
  {
    id: 'china',
    art: chinaArt,
    links: {
      baidu: '/services/baidu',
      wechat: '/services/wechat',
      douyin: '/services/douyin',
      weibo: '/services/weibo',
      xhs: '/services/xiaohongshu',
      toutiao: '/services/toutiao',
    },
  },
  { id: 'global', art: globalArt, links: { global: '/services/global-digital' } },
  { id: 'industry', art: industryArt, action: '/services/industry-design' },
  { id: 'experts', art: expertsArt },
] as const satisfies readonly { id: string; art: string; links?: InlineLinks; action?: SitePath }[];

const ART_SIZE = { width: 600, height: 400 };

function VisionIcon() {
  return (
    <svg width="28" height="28" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="12" cy="12" r="3.2" fill="currentColor" />
    </svg>
  );
}

function MissionIcon() {
  return (
    <svg width="28" height="28" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M5 21V4M5 4h11l-2 4 2 4H5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" strokeLinecap="round" />
    </svg>
  );
}

/** About (/about): the subsidiary, its three products, five strengths, vision and mission. */
export default function AboutPage() {
  const { t } = useTranslation('about');

  const products: CardItem[] = PRODUCTS.map(({ id, art }) => ({
    id,
    title: t(`products.${id}.title`),
    text: <p>{t(`products.${id}.text`)}</p>,
    image: { src: art, alt: t(`products.${id}.imageAlt`), ...ART_SIZE },
    link: { to: '/tech-data', label: t('products.link') },
  }));

  return (
    <>
      <Banner title={t('banner.title')} text={t('banner.text')} art="orbit" />

      <Section eyebrow={t('company.eyebrow')} title={t('company.title')} lead={t('company.lead')}>
        <p className={styles.intro}>{t('company.text')}</p>
        <StatCards
          label={t('company.stats.label')}
          items={STATS.map((key) => statItem(t, `company.stats.${key}`))}
        />
      </Section>

      <Section tone="alt" title={t('products.title')} lead={t('products.lead')}>
        <CardGrid items={products} />
      </Section>

      {BLOCKS.map((block, i) => (
        <MediaBlock
          key={block.id}
          eyebrow={t(`blocks.${block.id}.eyebrow`)}
          title={t(`blocks.${block.id}.title`)}
          image={{ src: block.art, alt: t(`blocks.${block.id}.imageAlt`), ...ART_SIZE }}
          align={i % 2 ? 'right' : 'left'}
          tone={i % 2 ? 'alt' : 'plain'}
          action={'action' in block ? { label: t(`blocks.${block.id}.action`), to: block.action } : undefined}
        >
          <p>
            <RichText t={t} i18nKey={`blocks.${block.id}.text`} links={'links' in block ? block.links : undefined} />
          </p>
        </MediaBlock>
      ))}

      <Section tone="dark" title={t('values.title')}>
        <StatementPanels
          tone="dark"
          items={[
            { id: 'vision', title: t('values.vision.title'), text: t('values.vision.text'), icon: <VisionIcon /> },
            { id: 'mission', title: t('values.mission.title'), text: t('values.mission.text'), icon: <MissionIcon /> },
          ]}
        />
      </Section>

      <ClosingCta />
    </>
  );
}
