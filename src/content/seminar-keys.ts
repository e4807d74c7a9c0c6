/**
 * The ids of the 15 seminar records (src/content/seminars.ts holds their facts), newest first. On
 * their own, without the records' artwork, so that the site manifest (read by Node tools too) can
 * give each seminar's detail a document of its own.
 */
export const SEMINAR_KEYS = [
  'key1', 'key2', 'key3', 'key4', 'key5', 'key6', 'key7', 'key8',
  'key9', 'key10', 'key11', 'key12', 'key13', 'key14', 'key15',
] as const;

export type SeminarKey = (typeof SEMINAR_KEYS)[number];
