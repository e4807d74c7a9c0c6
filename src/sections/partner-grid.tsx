import styles from './partner-grid.module.scss';

export interface PartnerTile {
  id: string;
  /** Wordmark line (e.g. "Airport network"). */
  name: string;
  /** Smaller line under the name (e.g. "Hong Kong"). */
  detail?: string;
}

interface Props {
  partners: readonly PartnerTile[];
  /** Accessible name of the list. */
  label: string;
  /** Total number of grid slots; slots beyond the partners stay empty and decorative. */
  slots?: number;
}

/** Number of empty decorative slots that complete a grid of `slots`. */
export function emptySlots(partners: number, slots?: number): number {
  return slots === undefined ? 0 : Math.max(0, Math.trunc(slots) - partners);
}

/**
 * A grid of partner tiles drawn as typographic wordmarks (for partners with no logo in the logo
 * map). Empty slots are hidden from assistive technology and never focusable.
 */
export function PartnerGrid({ partners, label, slots }: Props) {
  const empty = emptySlots(partners.length, slots);
  return (
    <ul className={styles.grid} aria-label={label}>
      {partners.map((p) => (
        <li key={p.id} className={styles.tile} data-slot="partner">
          <span className={styles.name}>{p.name}</span>
          {p.detail && <span className={styles.detail}>{p.detail}</span>}
        </li>
      ))}
      {Array.from({ length: empty }, (_, i) => (
        <li key={`empty-${i}`} className={[styles.tile, styles.empty].join(' ')} data-slot="empty" aria-hidden="true" />
      ))}
    </ul>
  );
}
