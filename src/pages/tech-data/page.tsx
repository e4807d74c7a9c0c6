import { useTranslation } from 'react-i18next';
import adToolArt from '../../assets/art/ad-tool.svg';
import influencerArt from '../../assets/art/influencer.svg';
import programmaticArt from '../../assets/art/programmatic.svg';
import { Banner } from '../../sections/banner';
import { ClosingCta } from '../../sections/closing-cta';
import { Reveal } from '../../sections/reveal';
import { Section } from '../../sections/section';
import { StatCards, statItem } from '../../sections/stat-cards';
import styles from './page.module.scss';

/**
 * The three products with their headline figures (spec section 9). Each figure's number is stored
 * once in the catalogue (`…value`) and formatted per locale through `…figure` ({{value, compact}}).
 */
const PRODUCTS = [
  {
    id: 'adTool',
    art: adToolArt,
    tone: 'plain',
    features: ['adTool.features.budget', 'adTool.features.creative', 'adTool.features.reporting'],
    stats: [
      { key: 'adTool.stats.conversions', arrow: 'up' },
      { key: 'adTool.stats.spend' },
      { key: 'adTool.stats.ctr', arrow: 'up' },
    ],
  },
  {
    id: 'influencer',
    art: influencerArt,
    tone: 'alt',
    features: ['influencer.features.search', 'influencer.features.campaign', 'influencer.features.tracking'],
    stats: [{ key: 'influencer.stats.influencers' }, { key: 'influencer.stats.audience' }, { key: 'influencer.stats.views' }],
  },
  {
    id: 'programmatic',
    art: programmaticArt,
    tone: 'plain',
    features: ['programmatic.features.reach', 'programmatic.features.targeting', 'programmatic.features.safety'],
    stats: [{ key: 'programmatic.stats.exchanges' }, { key: 'programmatic.stats.partners' }, { key: 'programmatic.stats.impressions' }],
  },
] as const;

type Product = (typeof PRODUCTS)[number];
type Stat = Product['stats'][number];

function ProductSection({ product }: { product: Product }) {
  const { t } = useTranslation('tech-data');
  const { id } = product;
  const stats: readonly Stat[] = product.stats;

  return (
    <Section tone={product.tone} eyebrow={t(`${id}.eyebrow`)} title={t(`${id}.title`)} align="start">
      <Reveal className={styles.product}>
        <img
          className={styles.image}
          src={product.art}
          alt={t(`${id}.imageAlt`)}
          width={600}
          height={400}
          loading="lazy"
          decoding="async"
        />
        <div>
          <p className={styles.text}>{t(`${id}.text`)}</p>
          <ul className={styles.features}>
            {product.features.map((feature) => (
              <li key={feature}>{t(feature)}</li>
            ))}
          </ul>
        </div>
      </Reveal>
      <StatCards
        label={t(`${id}.stats.label`)}
        items={stats.map((stat) => statItem(t, stat.key, 'arrow' in stat ? stat.arrow : undefined))}
      />
    </Section>
  );
}

/** Tech&Data (/tech-data): the three self-developed platforms and their headline figures. */
export default function TechDataPage() {
  const { t } = useTranslation('tech-data');
  return (
    <>
      <Banner eyebrow={t('banner.eyebrow')} title={t('banner.title')} text={t('banner.text')} art="grid" />
      {PRODUCTS.map((product) => (
        <ProductSection key={product.id} product={product} />
      ))}
      <ClosingCta />
    </>
  );
}
