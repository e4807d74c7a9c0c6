/** Locale-aware number and date formatting, always through Intl. */

const cache = new Map<string, Intl.NumberFormat>();

function numberFormat(lng: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${lng}|${JSON.stringify(options)}`;
  let nf = cache.get(key);
  if (!nf) {
    nf = new Intl.NumberFormat(lng, options);
    cache.set(key, nf);
  }
  return nf;
}

/**
 * Where the short compact form is unclear to readers, the long one is used: Vietnamese "T"/"Tr"
 * (tỷ/triệu) are easily confused, and Thai reads its own number words (แสน, ล้าน) naturally.
 */
const LONG_COMPACT = new Set(['vi', 'th']);

/** 200000 → "200K" (en), "20万" (zh-Hans), "20萬" (zh-Hant), "2 แสน" (th), "200 nghìn" (vi). */
export function formatCompact(value: unknown, lng: string): string {
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(n)) return String(value ?? '');
  const compactDisplay = LONG_COMPACT.has(lng) ? 'long' : 'short';
  return numberFormat(lng, { notation: 'compact', compactDisplay, maximumFractionDigits: 1 }).format(n);
}

/** 3000 → "3,000" (en), "3.000" (vi). */
export function formatNumber(value: unknown, lng: string): string {
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(n)) return String(value ?? '');
  return numberFormat(lng, { maximumFractionDigits: 2 }).format(n);
}

/** Thai dates use the Thai calendar's month names; other locales their own. */
export function formatDate(isoDate: string, lng: string, options: Intl.DateTimeFormatOptions = {}): string {
  const d = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(d.getTime())) return '';
  return new Intl.DateTimeFormat(lng, { dateStyle: 'full', timeZone: 'UTC', ...options }).format(d);
}

/** "15:00"–"17:00" → a locale-formatted time range. */
export function formatTimeRange(start: string, end: string, lng: string): string {
  const toDate = (hm: string) => {
    const [h, m] = hm.split(':').map(Number);
    return new Date(Date.UTC(2000, 0, 1, h ?? 0, m ?? 0));
  };
  const a = toDate(start);
  const b = toDate(end);
  if (Number.isNaN(a.getTime()) || Number.isNaN(b.getTime())) return '';
  const f = new Intl.DateTimeFormat(lng, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });
  return f.formatRange(a, b);
}
