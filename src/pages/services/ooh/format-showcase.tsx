import { useTranslation } from 'react-i18next';
import { OUTDOOR_ART, OUTDOOR_ART_SIZE } from '../../../assets/outdoor/art';
import { Carousel } from '../../../sections/carousel';
import { HoverCarousel, type HoverGroup } from '../../../sections/hover-carousel';
import { Tabs, type TabItem } from '../../../sections/tabs';
import { formatGroups, REGION_ORDER, type FormatEntry, type RegionId } from './formats';
import styles from './format-showcase.module.scss';

/** Keys built from the typed FORMATS descriptor (which guarantees they exist in the catalogue). */
type KeyT = (key: string) => string;

/** Hong Kong, with the most groups, uses the hover carousel; the other regions a sliding carousel. */
const HOVER_REGIONS: ReadonlySet<RegionId> = new Set(['hongKong']);

function FormatCards({ items, tk }: { items: readonly FormatEntry[]; tk: KeyT }) {
  const { t } = useTranslation('service-ooh');
  return (
    <ul className={styles.cards}>
      {items.map((item) => (
        <li key={item.id} className={styles.card}>
          <img
            className={styles.image}
            src={OUTDOOR_ART[item.art]}
            alt={t(`art.${item.art}`)}
            {...OUTDOOR_ART_SIZE}
            loading="lazy"
            decoding="async"
          />
          <div className={styles.body}>
            <h4 className={styles.title}>{tk(item.titleKey)}</h4>
            <p className={styles.sub}>{tk(item.subKey)}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** "Explore the popular OOH ad formats": region tabs, each with its groups of three formats. */
export function FormatShowcase() {
  const { t } = useTranslation('service-ooh');
  const tk = t as unknown as KeyT;

  const tabs: TabItem[] = REGION_ORDER.map((region) => {
    const regionLabel = tk(`formats.regions.${region}.label`);
    const groups = formatGroups(region);
    const label = t('formats.showcaseLabel', { region: regionLabel });

    if (HOVER_REGIONS.has(region)) {
      const hoverGroups: HoverGroup[] = groups.map((group) => ({
        id: group.id,
        label: tk(group.labelKey),
        panels: group.items.map((item) => ({
          id: item.id,
          image: { src: OUTDOOR_ART[item.art], alt: t(`art.${item.art}`), ...OUTDOOR_ART_SIZE },
          title: tk(item.titleKey),
          sub: tk(item.subKey),
        })),
      }));
      return {
        id: region,
        label: regionLabel,
        content: (
          <HoverCarousel groups={hoverGroups} label={label} dotsLabel={t('formats.dotsLabel', { region: regionLabel })} />
        ),
      };
    }

    return {
      id: region,
      label: regionLabel,
      content: (
        <Carousel
          label={label}
          labels={{
            previous: t('formats.previous'),
            next: t('formats.next'),
            slide: (current, total) => t('formats.slide', { current, total }),
            carouselRole: t('formats.carouselRole'),
            slideRole: t('formats.slideRole'),
          }}
          slides={groups.map((group) => ({
            id: group.id,
            content: (
              <div className={styles.group}>
                <h3 className={styles.groupTitle}>{tk(group.labelKey)}</h3>
                <FormatCards items={group.items} tk={tk} />
              </div>
            ),
          }))}
        />
      ),
    };
  });

  return <Tabs items={tabs} label={t('formats.tabsLabel')} />;
}
