import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from './button-link';
import { Reveal } from './reveal';
import { ServiceIcon, type ServiceIconName } from './service-icons';
import type { CardMinHeight } from './service-descriptor';
import styles from './service-cards.module.scss';

export interface ServiceCardItem {
  id: string;
  title: ReactNode;
  text: ReactNode;
  /** Only where a card differs from the 216 px default of the spec (section 3). */
  minHeight?: CardMinHeight;
  icon?: ServiceIconName;
}

interface Props {
  items: readonly ServiceCardItem[];
  columns?: 2 | 3;
}

/**
 * The service block: cards (h3 title, text with inline links, 216 px high at least unless a card
 * says otherwise) and the block's
 * button SEE OUR DIGITAL MARKETING FULL SERVICES → /contact.
 */
export function ServiceCards({ items, columns = 3 }: Props) {
  const { t } = useTranslation();
  return (
    <>
      <ul className={[styles.grid, styles[`cols${columns}`]].join(' ')}>
        {items.map((item) => (
          <Reveal as="li" key={item.id} className={styles.card}>
            <div className={styles.body} data-min-height={item.minHeight}>
              {item.icon && (
                <span className={styles.icon}>
                  <ServiceIcon name={item.icon} />
                </span>
              )}
              <h3 className={styles.title}>{item.title}</h3>
              <p className={styles.text}>{item.text}</p>
            </div>
          </Reveal>
        ))}
      </ul>
      <p className={styles.action}>
        <ButtonLink to="/contact">{t('cta.fullServices')}</ButtonLink>
      </p>
    </>
  );
}
