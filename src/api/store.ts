/**
 * The lead store's interface: what the endpoint (src/api/app.ts) needs, whichever engine holds the
 * rows. Node: SQLite in a file (store-sqlite.ts); Cloudflare Pages Functions: D1 (store-d1.ts). Both
 * use the one schema of migrations/.
 */

/** A validated request, as it is stored. Optional fields are '' when left empty. */
export interface NewLead {
  readonly locale: string;
  readonly page: string;
  readonly name: string;
  readonly email: string;
  readonly telephone: string;
  readonly serviceType: string;
  readonly source: string;
  readonly message: string;
  readonly idempotencyKey: string | null;
}

export interface StoredLead extends NewLead {
  readonly id: string;
  readonly createdAt: string;
}

export interface InsertResult {
  readonly id: string;
  /** True when a lead with the same idempotency key was already stored: nothing was added. */
  readonly replayed: boolean;
}

export interface LeadStore {
  /**
   * Stores the lead and one outbox row per notification channel in one transaction, and resolves
   * once it is committed (durably: SQLite with synchronous=FULL, D1 once its batch returns).
   */
  insert(lead: NewLead, channels: readonly string[], now: Date): Promise<InsertResult>;
}

/** The notification channels a service may configure (outbox.channel). */
export type Channel = 'webhook' | 'email';

/** SQL shared by both engines. */
export const SQL = {
  insertLead:
    'INSERT INTO leads (id, created_at, locale, page, name, email, telephone, service_type, source, message, idempotency_key) ' +
    'VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (idempotency_key) DO NOTHING',
  /** Adds the outbox row only when the lead row with that id exists (it does not after a replay). */
  insertOutbox:
    'INSERT OR IGNORE INTO outbox (lead_id, channel, attempts, next_attempt_at) SELECT id, ?, 0, ? FROM leads WHERE id = ?',
  leadByIdempotency: 'SELECT id FROM leads WHERE idempotency_key = ?',
} as const;

export function leadParams(id: string, lead: NewLead, now: Date): (string | null)[] {
  return [id, now.toISOString(), lead.locale, lead.page, lead.name, lead.email, lead.telephone, lead.serviceType, lead.source, lead.message, lead.idempotencyKey];
}

/** A stored row (snake_case columns) as a StoredLead. */
export interface LeadRow {
  id: string;
  created_at: string;
  locale: string;
  page: string;
  name: string;
  email: string;
  telephone: string;
  service_type: string;
  source: string;
  message: string;
  idempotency_key: string | null;
}

export function fromRow(row: LeadRow): StoredLead {
  return {
    id: row.id,
    createdAt: row.created_at,
    locale: row.locale,
    page: row.page,
    name: row.name,
    email: row.email,
    telephone: row.telephone,
    serviceType: row.service_type,
    source: row.source,
    message: row.message,
    idempotencyKey: row.idempotency_key,
  };
}
