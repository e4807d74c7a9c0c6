import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Reveal } from './reveal';
import { ServiceIcon, type ServiceIconName } from './service-icons';
import { formatNumber } from '../i18n/format';
import styles from './why-us.module.scss';

export interface WhyUsItem {
  id: string;
  title: ReactNode;
  text: ReactNode;
  icon?: ServiceIconName;
}

/** The "Why us" block: three numbered cards (h3 title and text). */
export function WhyUs({ items }: { items: readonly WhyUsItem[] }) {
  const { i18n } = useTranslation();
  return (
    <ol className={styles.list}>
      {items.map((item, i) => (
        <Reveal as="li" key={item.id} className={styles.card}>
          <span className={styles.marker} aria-hidden="true">
            {item.icon ? <ServiceIcon name={item.icon} size={30} /> : formatNumber(i + 1, i18n.language).padStart(2, '0')}
          </span>
          <h3 className={styles.title}>{item.title}</h3>
          <p className={styles.text}>{item.text}</p>
        </Reveal>
      ))}
    </ol>
  );
}
