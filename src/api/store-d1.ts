/**
 * The lead store on Cloudflare's edge: D1 (the binding LEADS of functions/api/contact.ts), with the
 * schema of migrations/ (`wrangler d1 migrations apply LEADS`). A batch is one transaction, and D1
 * answers it once committed. The outbox rows are written as on Node; nothing on the edge delivers
 * them yet (a Pages Function has no loop): a scheduled Worker, or `npm run leads` against an export,
 * would (docs/decisions/0012-contact-endpoint.md).
 */
import { leadParams, SQL, type InsertResult, type LeadStore, type NewLead } from './store.ts';

/** The part of Cloudflare's D1 API this adapter uses (@cloudflare/workers-types has the full one). */
export interface D1PreparedStatement {
  bind(...values: unknown[]): D1PreparedStatement;
  first<T = Record<string, unknown>>(column?: string): Promise<T | null>;
}
export interface D1Database {
  prepare(query: string): D1PreparedStatement;
  batch(statements: D1PreparedStatement[]): Promise<unknown[]>;
}

export class D1LeadStore implements LeadStore {
  private readonly db: D1Database;

  constructor(db: D1Database) {
    this.db = db;
  }

  async insert(lead: NewLead, channels: readonly string[], now: Date): Promise<InsertResult> {
    const id = crypto.randomUUID();
    await this.db.batch([
      this.db.prepare(SQL.insertLead).bind(...leadParams(id, lead, now)),
      ...channels.map((channel) => this.db.prepare(SQL.insertOutbox).bind(channel, now.getTime(), id)),
    ]);
    if (lead.idempotencyKey === null) return { id, replayed: false };
    const row = await this.db.prepare(SQL.leadByIdempotency).bind(lead.idempotencyKey).first<{ id: string }>();
    if (!row) throw new Error('lead neither inserted nor found');
    return { id: row.id, replayed: row.id !== id };
  }
}
