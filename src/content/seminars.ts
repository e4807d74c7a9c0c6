/**
 * The 15 seminar records (spec section 3, facts in shared/SEMINARS.md), newest first.
 *
 * Only locale-independent facts live here: the ISO date, start and end time, the illustration,
 * which lead line the record uses and how many description paragraphs it has. Every sentence
 * (topic, city, location, language, descriptions, audience) is in the `news` catalogues under
 * `seminars.<key>` (the detail screen's own strings under `detail`), and dates and times are formatted per locale with Intl.
 */

import outdoorArt from '../assets/company/seminar-outdoor.svg';
import screensArt from '../assets/company/seminar-screens.svg';
import socialArt from '../assets/company/seminar-social.svg';
import summitArt from '../assets/company/seminar-summit.svg';
import webinarArt from '../assets/company/seminar-webinar.svg';
import { readStorage, writeStorage } from '../i18n/safe-storage';

import { SEMINAR_KEYS, type SeminarKey } from './seminar-keys';

export { SEMINAR_KEYS, type SeminarKey };

/** Which of the five seminar illustrations a record shows (see src/assets/company/seminar-*.svg). */
export type SeminarArt = 'summit' | 'social' | 'outdoor' | 'screens' | 'webinar';

/** Image URL of each illustration (600 × 400); alt texts are in the `news` catalogue under `art`. */
export const SEMINAR_ART: Readonly<Record<SeminarArt, string>> = {
  summit: summitArt,
  social: socialArt,
  outdoor: outdoorArt,
  screens: screensArt,
  webinar: webinarArt,
};

export const SEMINAR_ART_SIZE = { width: 600, height: 400 } as const;

export interface Seminar {
  key: SeminarKey;
  /** Calendar date of the event, ISO 8601 (YYYY-MM-DD). */
  date: string;
  /** Local start and end time, 24-hour "HH:MM". */
  start: string;
  end: string;
  /** Which clock the times are in: the venue's own, or Hong Kong time for online webinars. */
  zone: 'local' | 'hongKong';
  art: SeminarArt;
  /** The lead line above the descriptions: "Grasp your golden opportunity to:" or "Key Takeaways:". */
  lead: 'opportunity' | 'takeaways';
  /** How many description paragraphs the catalogue holds (desc1, or desc1 and desc2). */
  paragraphs: 1 | 2;
}

export const SEMINARS: Readonly<Record<SeminarKey, Seminar>> = {
  key1: { key: 'key1', date: '2025-04-11', start: '15:00', end: '17:00', zone: 'local', art: 'summit', lead: 'opportunity', paragraphs: 2 },
  key2: { key: 'key2', date: '2025-03-28', start: '14:00', end: '16:00', zone: 'local', art: 'outdoor', lead: 'takeaways', paragraphs: 2 },
  key3: { key: 'key3', date: '2025-03-07', start: '15:00', end: '17:00', zone: 'local', art: 'outdoor', lead: 'opportunity', paragraphs: 2 },
  key4: { key: 'key4', date: '2025-02-21', start: '14:00', end: '16:00', zone: 'local', art: 'summit', lead: 'takeaways', paragraphs: 2 },
  key5: { key: 'key5', date: '2025-02-07', start: '14:00', end: '16:00', zone: 'local', art: 'outdoor', lead: 'opportunity', paragraphs: 2 },
  key6: { key: 'key6', date: '2024-12-06', start: '15:00', end: '17:00', zone: 'local', art: 'social', lead: 'takeaways', paragraphs: 2 },
  key7: { key: 'key7', date: '2024-11-22', start: '14:00', end: '16:00', zone: 'local', art: 'social', lead: 'opportunity', paragraphs: 1 },
  key8: { key: 'key8', date: '2024-11-08', start: '15:00', end: '17:00', zone: 'local', art: 'outdoor', lead: 'takeaways', paragraphs: 2 },
  key9: { key: 'key9', date: '2024-07-12', start: '15:00', end: '17:00', zone: 'local', art: 'social', lead: 'opportunity', paragraphs: 2 },
  key10: { key: 'key10', date: '2024-07-05', start: '15:00', end: '17:30', zone: 'local', art: 'screens', lead: 'takeaways', paragraphs: 2 },
  key11: { key: 'key11', date: '2024-03-21', start: '16:00', end: '17:30', zone: 'local', art: 'summit', lead: 'opportunity', paragraphs: 1 },
  key12: { key: 'key12', date: '2023-11-02', start: '15:00', end: '17:00', zone: 'hongKong', art: 'webinar', lead: 'takeaways', paragraphs: 2 },
  key13: { key: 'key13', date: '2023-10-20', start: '15:00', end: '17:00', zone: 'local', art: 'screens', lead: 'opportunity', paragraphs: 2 },
  key14: { key: 'key14', date: '2020-06-23', start: '15:00', end: '17:00', zone: 'hongKong', art: 'webinar', lead: 'takeaways', paragraphs: 1 },
  key15: { key: 'key15', date: '2020-05-05', start: '15:00', end: '16:30', zone: 'hongKong', art: 'webinar', lead: 'opportunity', paragraphs: 2 },
};

/** The seminar for a stored id, or undefined for anything that is not one of the 15 keys. */
export function findSeminar(key: unknown): Seminar | undefined {
  if (typeof key !== 'string' || !Object.hasOwn(SEMINARS, key)) return undefined;
  return SEMINARS[key as SeminarKey];
}

/** localStorage key written by the news list and read by the seminar detail page (spec section 7). */
export const NEWS_KEY_STORAGE = 'newsKey';

/** Saves the chosen seminar id; storage that is full, disabled or blocked is ignored. */
export function saveNewsKey(key: SeminarKey): void {
  // Private mode or blocked storage: the detail page then reads the id from the address.
  writeStorage(NEWS_KEY_STORAGE, key);
}

/** The stored seminar id, or null when there is none or storage cannot be read. */
export function readNewsKey(): string | null {
  return readStorage(NEWS_KEY_STORAGE) ?? null;
}
