import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { LooseT } from '../i18n/screen-meta';
import { Banner } from './banner';
import { ClosingCta } from './closing-cta';
import { FormatCards } from './format-cards';
import { LogoRow } from './logo-row';
import { PointList } from './point-list';
import { Reveal } from './reveal';
import { RichText } from './rich-text';
import { Section, type SectionTone } from './section';
import { ServiceCards } from './service-cards';
import type { InlineLinks, LooseExtraSection, SectionSlot, ServiceDescriptor, ServiceNamespace } from './service-descriptor';
import { StatCards, statItem } from './stat-cards';
import { WhyUs } from './why-us';
import styles from './service-page.module.scss';

/**
 * A section of a page's own, which no extra kind describes (e.g. the industry cards): rendered by
 * the page, placed by the template after one of its blocks, in the same white/grey rhythm.
 * `id` becomes the section's `data-block`.
 */
export interface PageSection {
  id: string;
  after: SectionSlot;
  tone?: SectionTone;
  render: (tone: SectionTone) => ReactNode;
}

type Block = Omit<PageSection, 'after'>;

interface Props<NS extends ServiceNamespace> {
  /** The page's namespace, e.g. 'service-seo' (see src/config/site-manifest.ts). */
  ns: NS;
  descriptor: ServiceDescriptor<NS>;
  /** Sections of the page's own, after the descriptor's extras of the same slot. */
  sections?: readonly PageSection[];
}

/**
 * The service page of the spec (section 2, "Service pages (common pattern)"), written once:
 * banner → optional intro → six service cards with the full-services button → platform logos →
 * three why-us cards → closing call to action, with the descriptor's extra sections slotted in.
 */
export function ServicePage<NS extends ServiceNamespace>({ ns, descriptor, sections = [] }: Props<NS>) {
  const { t: nsT, i18n } = useTranslation(ns);
  const t = nsT as unknown as LooseT;
  const has = (key: string) => i18n.exists(key, { ns });
  const optional = (key: string) => (has(key) ? t(key) : undefined);
  const rich = (key: string, links?: InlineLinks) => (
    <RichText t={nsT} i18nKey={key} links={links} />
  );

  const extrasAfter = (slot: SectionSlot): Block[] => [
    ...(descriptor.extras ?? [])
      .filter((extra) => (extra.after ?? 'services') === slot)
      .map((extra) => ({
        id: `extra-${extra.key}`,
        tone: extra.tone,
        render: (tone: SectionTone) => renderExtra(extra as LooseExtraSection, tone),
      })),
    ...sections.filter((section) => section.after === slot),
  ];

  function renderExtra(extra: LooseExtraSection, tone: SectionTone) {
    const k = extra.key;
    const lead = has(`${k}.lead`) ? rich(`${k}.lead`, extra.leadLinks) : undefined;
    let body: ReactNode = null;
    switch (extra.kind) {
      case 'formats':
        body = (
          <FormatCards
            columns={extra.columns}
            items={extra.items.map(({ id, art, image, links }) => ({
              id: id,
              title: t(`${k}.items.${id}.title`),
              text: has(`${k}.items.${id}.text`) ? rich(`${k}.items.${id}.text`, links) : undefined,
              tag: optional(`${k}.items.${id}.tag`),
              art,
              image: image && { ...image, alt: optional(`${k}.items.${id}.imageAlt`) ?? '' },
            }))}
          />
        );
        break;
      case 'list':
        body = (
          <PointList
            columns={extra.columns}
            marker={extra.marker}
            items={extra.items.map(({ id, links }) => ({
              id: id,
              title: t(`${k}.items.${id}.title`),
              text: has(`${k}.items.${id}.text`) ? rich(`${k}.items.${id}.text`, links) : undefined,
            }))}
          />
        );
        break;
      case 'stats':
        body = (
          <StatCards
            label={t(`${k}.title`)}
            tone={tone === 'dark' ? 'dark' : 'light'}
            items={extra.items.map(({ id, arrow }) => statItem(nsT, `${k}.items.${id}`, arrow))}
          />
        );
        break;
      case 'logos':
        body = <LogoRow logos={extra.logos} rows={extra.rows} label={t(`${k}.title`)} />;
        break;
      case 'text':
        body = (
          <Reveal className={styles.prose}>
            {extra.paragraphs.map((p) => (
              <p key={p}>{rich(`${k}.paragraphs.${p}`, extra.links)}</p>
            ))}
          </Reveal>
        );
        break;
    }
    return (
      <Section key={`extra-${k}`} tone={tone} title={t(`${k}.title`)} lead={lead} eyebrow={optional(`${k}.eyebrow`)}>
        {body}
      </Section>
    );
  }

  const { intro } = descriptor;
  const blocks: Block[] = [];

  if (intro) {
    blocks.push({
      id: 'intro',
      render: (tone) => (
        <Section tone={tone} title={t('intro.title')} lead={optional('intro.lead')} eyebrow={optional('intro.eyebrow')}>
          {has('intro.text') && (
            <Reveal className={styles.prose}>
              <p>{rich('intro.text', intro.links)}</p>
            </Reveal>
          )}
          {intro.stats && intro.stats.length > 0 && (
            <div className={styles.stats}>
              <StatCards
                label={t('intro.statsLabel', { defaultValue: t('intro.title') })}
                tone={tone === 'dark' ? 'dark' : 'light'}
                items={intro.stats.map(({ id, arrow }) => statItem(nsT, `intro.stats.${id}`, arrow))}
              />
            </div>
          )}
        </Section>
      ),
    });
    blocks.push(...extrasAfter('intro'));
  }

  blocks.push({
    id: 'services',
    render: (tone) => (
      <Section tone={tone} title={t('services.title')} lead={optional('services.lead')}>
        <ServiceCards
          items={descriptor.services.map(({ id, minHeight, icon, links }) => ({
            id: id,
            title: t(`services.items.${id}.title`),
            text: rich(`services.items.${id}.text`, links),
            minHeight,
            icon,
          }))}
        />
      </Section>
    ),
  });
  blocks.push(...extrasAfter('services'));

  blocks.push({
    id: 'platforms',
    render: (tone) => (
      <Section tone={tone} title={t('platforms.title')} lead={optional('platforms.lead')}>
        <LogoRow logos={descriptor.platforms.logos} rows={descriptor.platforms.rows} label={t('platforms.title')} />
      </Section>
    ),
  });
  blocks.push(...extrasAfter('platforms'));

  blocks.push({
    id: 'whyUs',
    tone: 'dark',
    render: (tone) => (
      <Section tone={tone} title={t('whyUs.title')} lead={optional('whyUs.lead')}>
        <WhyUs
          items={descriptor.whyUs.map(({ id, icon, links }) => ({
            id: id,
            title: t(`whyUs.items.${id}.title`),
            text: rich(`whyUs.items.${id}.text`, links),
            icon,
          }))}
        />
      </Section>
    ),
  });
  blocks.push(...extrasAfter('whyUs'));

  // Sections alternate white and grey; a section with a declared tone keeps it.
  let light: SectionTone = 'plain';
  const rendered = blocks.map((block) => {
    const tone = block.tone ?? light;
    if (!block.tone) light = light === 'plain' ? 'alt' : 'plain';
    return <div key={block.id} className={styles.slot} data-block={block.id}>{block.render(tone)}</div>;
  });

  return (
    <>
      <Banner
        eyebrow={optional('banner.eyebrow')}
        title={t('banner.title')}
        text={t('banner.text')}
        art={descriptor.banner?.art ?? 'wave'}
      />
      {rendered}
      <ClosingCta />
    </>
  );
}
