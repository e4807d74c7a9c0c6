import { useTranslation } from 'react-i18next';
import { platformVariant } from '../config/site-manifest';
import type { LooseT } from '../i18n/screen-meta';
import { Banner } from './banner';
import { BenefitList, type BenefitItem } from './benefit-list';
import { ChannelStrip } from './channel-strip';
import { ClosingCta } from './closing-cta';
import { DescriptionBox } from './description-box';
import { MediaBlock } from './media-block';
import type { PlatformDescriptor, PlatformNs } from './platform-descriptor';
import { RichText } from './rich-text';
import { StatCards, statItem } from './stat-cards';
import styles from './platform-page.module.scss';

/** Size of the benefit illustrations under src/assets/platforms. */
const ART_WIDTH = 600;
const ART_HEIGHT = 400;

/**
 * The one template of the eleven platform introduction pages: banner ("Online Marketing
 * Solutions", Contact Us → #/contact), description box, three benefits in the page's variant, the
 * channel strip and the closing call to action.
 */
export function PlatformPage<NS extends PlatformNs>({ descriptor }: { descriptor: PlatformDescriptor<NS> }) {
  const { t: pageT } = useTranslation(descriptor.ns);
  const { t } = useTranslation();
  // Keys are checked against the page's namespace where the descriptor is written (see
  // platform-descriptor.ts); here, generic over that namespace, they are plain strings.
  const tp = pageT as unknown as LooseT;
  const variant = platformVariant(descriptor.ns) ?? 'blocks';

  const rich = (key: string) => <RichText t={pageT} i18nKey={key} links={descriptor.links} />;

  const benefits: BenefitItem[] = descriptor.benefits.map(({ key: benefitKey, image }) => {
    const key: string = benefitKey;
    return {
      id: key.slice(key.lastIndexOf('.') + 1),
      eyebrow: tp(`${key}.eyebrow`),
      title: tp(`${key}.title`),
      text: <p>{rich(`${key}.text`)}</p>,
      image: { src: image, alt: tp(`${key}.imageAlt`), width: ART_WIDTH, height: ART_HEIGHT },
    };
  });

  const figures = descriptor.stats?.length ? (
    <StatCards
      label={t('platform.figuresLabel')}
      items={descriptor.stats.map((key) => statItem(pageT, key))}
    />
  ) : undefined;

  const blocks = (tone: (index: number) => 'alt' | 'plain') =>
    benefits.map((benefit, index) => (
      <MediaBlock
        key={benefit.id}
        eyebrow={benefit.eyebrow}
        title={benefit.title}
        image={benefit.image}
        align={index % 2 === 0 ? 'left' : 'right'}
        tone={tone(index)}
      >
        {benefit.text}
      </MediaBlock>
    ));

  return (
    <>
      <Banner
        eyebrow={t('platform.eyebrow')}
        title={tp(descriptor.bannerTitleKey)}
        text={tp(descriptor.bannerTextKey)}
        art={descriptor.bannerArt}
      />
      <DescriptionBox
        title={tp(descriptor.descriptionTitleKey)}
        desc={descriptor.descriptionKeys.map((key) => (
          <p key={key}>{rich(key)}</p>
        ))}
        figures={figures}
      >
        {variant === 'inline' && <BenefitList items={benefits} />}
      </DescriptionBox>
      {variant === 'blocks' && blocks((index) => (index % 2 === 0 ? 'alt' : 'plain'))}
      {variant === 'outdoor' && <div className={styles.outdoor}>{blocks(() => 'plain')}</div>}
      <ChannelStrip />
      <ClosingCta />
    </>
  );
}
