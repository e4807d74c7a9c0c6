import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Logo, type LogoKey } from '../content/logos';
import styles from './logo-row.module.scss';
import { cssomStyle } from './cssom-style';

interface Props {
  logos: readonly LogoKey[];
  /** Accessible name of the list (e.g. "Platforms we advertise on"). */
  label: string;
  /** Logos per row, e.g. [5, 2]; by default at most six per row, rows balanced. */
  rows?: readonly number[];
}

export const MAX_PER_ROW = 6;

/** Splits `count` logos into rows: the declared `rows` (extra logos get rows of their own), or balanced rows of ≤ 6. */
export function logoRows(count: number, rows?: readonly number[]): number[] {
  const out: number[] = [];
  let left = count;
  for (const n of rows ?? []) {
    if (left <= 0) break;
    const take = Math.min(Math.max(1, Math.floor(n)), left);
    out.push(take);
    left -= take;
  }
  if (left > 0) {
    const rowCount = Math.ceil(left / MAX_PER_ROW);
    const base = Math.floor(left / rowCount);
    const extra = left % rowCount;
    for (let r = 0; r < rowCount; r += 1) out.push(base + (r < extra ? 1 : 0));
  }
  return out;
}

/**
 * A centred list of platform logos, each an image with an accessible name from `common:logos`.
 * One `<ul>`; rows are laid out on a grid of half-columns so short rows sit centred.
 */
export function LogoRow({ logos, label, rows }: Props) {
  const { t } = useTranslation();
  const layout = logoRows(logos.length, rows);
  const widest = Math.max(1, ...layout);
  const placed: { key: LogoKey; style: CSSProperties }[] = [];
  let index = 0;
  layout.forEach((n, row) => {
    const offset = widest - n;
    for (let j = 0; j < n; j += 1) {
      const key = logos[index];
      index += 1;
      if (key === undefined) return;
      placed.push({ key, style: { gridRow: row + 1, gridColumn: `${offset + 2 * j + 1} / span 2` } });
    }
  });
  return (
    <ul
      className={styles.row}
      aria-label={label}
      ref={cssomStyle({ gridTemplateColumns: `repeat(${widest * 2}, minmax(0, 80px))` })}
    >
      {placed.map(({ key, style }, i) => (
        <li key={`${key}-${i}`} className={styles.item} ref={cssomStyle(style)}>
          <Logo
            logo={key}
            name={t(`logos.${key}`)}
            className={styles.logo}
            glyphClassName={styles.glyph}
            captionClassName={styles.caption}
            wordmarkClassName={styles.wordmark}
          />
        </li>
      ))}
    </ul>
  );
}
