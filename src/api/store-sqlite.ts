/// <reference types="node" />
/**
 * The embedded lead store: SQLite in one file (LEADS_DB, default ./data/leads.db) through Node's
 * built-in node:sqlite. WAL mode with synchronous=FULL: a commit has reached the disk (fsync) before
 * the endpoint answers 201, so a crash or power loss after the answer loses nothing. The schema is
 * migrations/*.sql, applied in name order on open and recorded in d1_migrations as D1 does.
 * Also what the agency's tools need: list, export, erase, retention, and the notification outbox.
 */
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DatabaseSync, type StatementSync } from 'node:sqlite';
import { fromRow, leadParams, SQL, type InsertResult, type LeadRow, type LeadStore, type NewLead, type StoredLead } from './store.ts';

export const MIGRATIONS_DIR = fileURLToPath(new URL('../../migrations/', import.meta.url));
export const DEFAULT_LEADS_DB = './data/leads.db';

/** An outbox row that is due, with its lead, claimed by one worker. */
export interface OutboxItem {
  readonly id: number;
  readonly channel: string;
  readonly attempts: number;
  readonly lead: StoredLead;
}

interface OutboxRow extends LeadRow {
  outbox_id: number;
  channel: string;
  attempts: number;
  next_attempt_at: number;
}

export class SqliteLeadStore implements LeadStore {
  readonly path: string;
  readonly db: DatabaseSync;
  private readonly statements = new Map<string, StatementSync>();
  private queue: { lead: NewLead; channels: readonly string[]; now: Date; resolve: (r: InsertResult) => void; reject: (e: Error) => void }[] = [];

  constructor(path: string = process.env.LEADS_DB || DEFAULT_LEADS_DB) {
    this.path = resolve(path);
    mkdirSync(dirname(this.path), { recursive: true });
    this.db = new DatabaseSync(this.path);
    this.db.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA foreign_keys = ON; PRAGMA busy_timeout = 5000;');
    this.migrate();
  }

  private migrate(): void {
    this.db.exec(
      'CREATE TABLE IF NOT EXISTS d1_migrations (id INTEGER PRIMARY KEY AUTOINCREMENT, name TEXT UNIQUE, applied_at TIMESTAMP DEFAULT CURRENT_TIMESTAMP NOT NULL)',
    );
    const applied = new Set(this.db.prepare('SELECT name FROM d1_migrations').all().map((r) => String(r.name)));
    for (const file of readdirSync(MIGRATIONS_DIR).filter((f) => f.endsWith('.sql')).sort()) {
      if (applied.has(file)) continue;
      this.transaction(() => {
        this.db.exec(readFileSync(join(MIGRATIONS_DIR, file), 'utf8'));
        this.db.prepare('INSERT INTO d1_migrations (name) VALUES (?)').run(file);
      });
    }
  }

  private transaction<T>(work: () => T): T {
    this.db.exec('BEGIN IMMEDIATE');
    try {
      const result = work();
      this.db.exec('COMMIT');
      return result;
    } catch (error) {
      this.db.exec('ROLLBACK');
      throw error;
    }
  }

  /**
   * Group commit: the requests that arrive while a commit waits for the disk are stored together in
   * the next transaction, one fsync for all of them, and each is answered once it is committed.
   */
  insert(lead: NewLead, channels: readonly string[], now: Date): Promise<InsertResult> {
    return new Promise((resolve, reject) => {
      this.queue.push({ lead, channels, now, resolve, reject });
      if (this.queue.length === 1) setImmediate(() => this.flush());
    });
  }

  private flush(): void {
    const batch = this.queue;
    this.queue = [];
    let results: InsertResult[];
    try {
      results = this.transaction(() => batch.map((item) => this.insertOne(item.lead, item.channels, item.now)));
    } catch {
      // One bad row must not fail the others: each on its own.
      for (const item of batch) {
        try {
          item.resolve(this.insertSync(item.lead, item.channels, item.now));
        } catch (error) {
          item.reject(error instanceof Error ? error : new Error(String(error)));
        }
      }
      return;
    }
    batch.forEach((item, i) => item.resolve(results[i]!));
  }

  insertSync(lead: NewLead, channels: readonly string[], now: Date): InsertResult {
    return this.transaction(() => this.insertOne(lead, channels, now));
  }

  /** A prepared statement, prepared once. */
  private statement(sql: string): StatementSync {
    let statement = this.statements.get(sql);
    if (!statement) this.statements.set(sql, (statement = this.db.prepare(sql)));
    return statement;
  }

  private insertOne(lead: NewLead, channels: readonly string[], now: Date): InsertResult {
    const id = crypto.randomUUID();
    const { changes } = this.statement(SQL.insertLead).run(...leadParams(id, lead, now));
    if (Number(changes) === 0) {
      const row = this.statement(SQL.leadByIdempotency).get(lead.idempotencyKey);
      if (!row) throw new Error('lead neither inserted nor found');
      return { id: String(row.id), replayed: true };
    }
    const insertOutbox = this.statement(SQL.insertOutbox);
    for (const channel of channels) insertOutbox.run(channel, now.getTime(), id);
    return { id, replayed: false };
  }

  /** Leads created at or after `since` (an ISO date or time; all when omitted), oldest first. */
  list(since?: string): StoredLead[] {
    const rows = since
      ? this.db.prepare('SELECT * FROM leads WHERE created_at >= ? ORDER BY created_at, id').all(since)
      : this.db.prepare('SELECT * FROM leads ORDER BY created_at, id').all();
    return (rows as unknown as LeadRow[]).map(fromRow);
  }

  count(): number {
    return Number(this.db.prepare('SELECT count(*) AS n FROM leads').get()?.n ?? 0);
  }

  /** Deletes every lead of one address (any case) and their notifications. */
  erase(email: string): { leads: number; outbox: number } {
    return this.transaction(() => {
      const outbox = this.db
        .prepare('DELETE FROM outbox WHERE lead_id IN (SELECT id FROM leads WHERE email = ? COLLATE NOCASE)')
        .run(email.trim()).changes;
      const leads = this.db.prepare('DELETE FROM leads WHERE email = ? COLLATE NOCASE').run(email.trim()).changes;
      return { leads: Number(leads), outbox: Number(outbox) };
    });
  }

  /** Deletes the leads older than `days` days (and their notifications); returns how many. */
  purge(days: number, now: Date = new Date()): number {
    const cutoff = new Date(now.getTime() - days * 86_400_000).toISOString();
    return this.transaction(() => {
      this.db.prepare('DELETE FROM outbox WHERE lead_id IN (SELECT id FROM leads WHERE created_at < ?)').run(cutoff);
      return Number(this.db.prepare('DELETE FROM leads WHERE created_at < ?').run(cutoff).changes);
    });
  }

  /**
   * Claims up to `limit` due notifications: each one's next attempt moves `leaseMs` ahead, with a
   * compare-and-set, so a second service on the same file (or a second loop) never sends it too.
   */
  claimDue(now: number, leaseMs: number, limit = 20): OutboxItem[] {
    return this.transaction(() => {
      const rows = this.db
        .prepare(
          'SELECT o.id AS outbox_id, o.channel, o.attempts, o.next_attempt_at, l.* FROM outbox o JOIN leads l ON l.id = o.lead_id ' +
            'WHERE o.delivered_at IS NULL AND o.next_attempt_at <= ? ORDER BY o.next_attempt_at LIMIT ?',
        )
        .all(now, limit) as unknown as OutboxRow[];
      const claim = this.db.prepare('UPDATE outbox SET next_attempt_at = ? WHERE id = ? AND next_attempt_at = ? AND delivered_at IS NULL');
      return rows
        .filter((r) => Number(claim.run(now + leaseMs, r.outbox_id, r.next_attempt_at).changes) === 1)
        .map((r) => ({ id: r.outbox_id, channel: r.channel, attempts: r.attempts, lead: fromRow(r) }));
    });
  }

  markDelivered(id: number, now: number): void {
    this.db.prepare('UPDATE outbox SET delivered_at = ?, attempts = attempts + 1, last_error = NULL WHERE id = ?').run(now, id);
  }

  markFailed(id: number, nextAttemptAt: number, error: string): void {
    this.db.prepare('UPDATE outbox SET attempts = attempts + 1, next_attempt_at = ?, last_error = ? WHERE id = ?').run(nextAttemptAt, error.slice(0, 500), id);
  }

  /** Notifications not yet delivered (for `leads status`). */
  pending(): { channel: string; attempts: number; next_attempt_at: number; last_error: string | null }[] {
    return this.db
      .prepare('SELECT channel, attempts, next_attempt_at, last_error FROM outbox WHERE delivered_at IS NULL ORDER BY next_attempt_at')
      .all() as unknown as { channel: string; attempts: number; next_attempt_at: number; last_error: string | null }[];
  }

  close(): void {
    if (this.db.isOpen) this.db.close();
  }
}
