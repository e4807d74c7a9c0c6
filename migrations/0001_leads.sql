-- Consultation requests (POST /api/contact) and their notifications. Plain SQLite, applied as it is
-- by the Node service (src/api/store-sqlite.ts, on start) and by Cloudflare D1
-- (`wrangler d1 migrations apply`); both record applied files in d1_migrations.

-- One row per request. Times are ISO 8601 in UTC (2026-11-27T14:44:07.123Z), so they sort as text.
-- Optional fields are '' when left empty. idempotency_key: a retry or a double click with the same
-- key finds the first row instead of adding one.
CREATE TABLE IF NOT EXISTS leads (
  id TEXT PRIMARY KEY,
  created_at TEXT NOT NULL,
  locale TEXT NOT NULL,
  page TEXT NOT NULL,
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  telephone TEXT NOT NULL DEFAULT '',
  service_type TEXT NOT NULL DEFAULT '',
  source TEXT NOT NULL DEFAULT '',
  message TEXT NOT NULL,
  idempotency_key TEXT UNIQUE
);
CREATE INDEX IF NOT EXISTS leads_created_at ON leads (created_at);
CREATE INDEX IF NOT EXISTS leads_email ON leads (email COLLATE NOCASE);

-- One row per notification of a lead on one channel ('webhook', 'email'), written in the same
-- transaction as the lead. Times in epoch milliseconds. delivered_at is set once the receiver took
-- it; until then next_attempt_at says when to try again (exponential backoff).
CREATE TABLE IF NOT EXISTS outbox (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  lead_id TEXT NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
  channel TEXT NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at INTEGER NOT NULL,
  delivered_at INTEGER,
  last_error TEXT,
  UNIQUE (lead_id, channel)
);
CREATE INDEX IF NOT EXISTS outbox_due ON outbox (delivered_at, next_attempt_at);
