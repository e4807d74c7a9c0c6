/// <reference types="node" />
/**
 * Notifications of new leads, through the outbox (store-sqlite.ts): the endpoint writes one outbox
 * row per configured channel in the lead's own transaction; this worker delivers the due rows and
 * marks each delivered once its receiver took it (a 2xx, or the SMTP server's acceptance). A receiver
 * that is down or answers an error gets the row again later, with exponential backoff and no limit
 * on attempts: the notification is late, never lost. A row is claimed before it is sent, so no two
 * loops send it; each carries a stable id (Idempotency-Key header, Message-ID) for receivers that
 * deduplicate a send that succeeded while the service died before recording it.
 *
 * Channels, by environment:
 *   LEADS_WEBHOOK_URL  a POST of JSON { "text": "…" } (Slack, Microsoft Teams and Lark incoming webhooks);
 *   LEADS_SMTP_URL     smtp(s)://user:pass@host:port, with LEADS_EMAIL_TO (and LEADS_EMAIL_FROM), via nodemailer.
 */
import type { Channel, StoredLead } from './store.ts';
import type { OutboxItem, SqliteLeadStore } from './store-sqlite.ts';

export interface Notifier {
  readonly channel: Channel;
  /** Resolves once the receiver accepted the notification; rejects otherwise. */
  send(item: OutboxItem): Promise<void>;
}

/** The lead as a short text for people; Slack's three control characters escaped. */
export function leadText(lead: StoredLead): string {
  const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const line = (label: string, value: string) => (value ? [`${label}: ${escape(value)}`] : []);
  return [
    `New consultation request (${lead.id})`,
    ...line('Name', lead.name),
    ...line('Email', lead.email),
    ...line('Telephone', lead.telephone),
    ...line('Service', lead.serviceType),
    ...line('Heard of us via', lead.source),
    ...line('Language', lead.locale),
    ...line('Page', lead.page),
    ...line('Received', lead.createdAt),
    '',
    escape(lead.message),
  ].join('\n');
}

export function webhookNotifier(url: string, timeoutMs = 10_000): Notifier {
  return {
    channel: 'webhook',
    async send(item) {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Idempotency-Key': `lead-${item.lead.id}-webhook` },
        body: JSON.stringify({ text: leadText(item.lead) }),
        signal: AbortSignal.timeout(timeoutMs),
        redirect: 'error',
      });
      await response.body?.cancel();
      if (!response.ok) throw new Error(`webhook answered ${response.status}`);
    },
  };
}

export async function emailNotifier(smtpUrl: string, to: string, from: string): Promise<Notifier> {
  const { createTransport } = await import('nodemailer');
  const transport = createTransport(smtpUrl);
  return {
    channel: 'email',
    async send(item) {
      await transport.sendMail({
        from,
        to,
        replyTo: item.lead.email,
        subject: `Consultation request from ${item.lead.name}`,
        text: leadText(item.lead),
        messageId: `<lead-${item.lead.id}@adtechinno.invalid>`,
      });
    },
  };
}

/** The channels the environment configures. */
export async function notifiersFromEnv(env: Readonly<Record<string, string | undefined>>): Promise<Notifier[]> {
  const notifiers: Notifier[] = [];
  if (env.LEADS_WEBHOOK_URL) notifiers.push(webhookNotifier(env.LEADS_WEBHOOK_URL));
  if (env.LEADS_SMTP_URL && env.LEADS_EMAIL_TO) {
    notifiers.push(await emailNotifier(env.LEADS_SMTP_URL, env.LEADS_EMAIL_TO, env.LEADS_EMAIL_FROM || env.LEADS_EMAIL_TO));
  }
  return notifiers;
}

export interface WorkerOptions {
  /** First retry after this many ms, doubling each attempt (LEADS_OUTBOX_BASE_MS, default 5 s). */
  readonly baseMs?: number;
  /** Never wait longer than this between attempts (default 1 h). */
  readonly maxMs?: number;
  /** How often to look for due rows when nothing wakes the worker (default 1 s). */
  readonly pollMs?: number;
  /** How long a claimed row is kept from other loops while it is sent (default 60 s). */
  readonly leaseMs?: number;
}

export class OutboxWorker {
  private readonly store: SqliteLeadStore;
  private readonly notifiers: ReadonlyMap<string, Notifier>;
  private readonly baseMs: number;
  private readonly maxMs: number;
  private readonly pollMs: number;
  private readonly leaseMs: number;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = false;

  constructor(store: SqliteLeadStore, notifiers: readonly Notifier[], options: WorkerOptions = {}) {
    this.store = store;
    this.notifiers = new Map(notifiers.map((n) => [n.channel, n]));
    this.baseMs = options.baseMs ?? 5_000;
    this.maxMs = options.maxMs ?? 3_600_000;
    this.pollMs = options.pollMs ?? 1_000;
    this.leaseMs = options.leaseMs ?? 60_000;
  }

  get channels(): string[] {
    return [...this.notifiers.keys()];
  }

  backoff(attempts: number): number {
    return Math.min(this.maxMs, this.baseMs * 2 ** Math.min(attempts, 30));
  }

  start(): void {
    if (this.notifiers.size === 0) return;
    this.schedule(0);
  }

  /** A lead was stored: look now rather than at the next poll. */
  wake(): void {
    if (this.notifiers.size === 0 || this.stopped) return;
    if (this.running) this.again = true;
    else this.schedule(0);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  private schedule(ms: number): void {
    clearTimeout(this.timer);
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.running = this.tick().then(() => undefined).finally(() => {
        this.running = undefined;
        if (this.again) {
          this.again = false;
          this.schedule(0);
        } else this.schedule(this.pollMs);
      });
    }, ms);
    this.timer.unref();
  }

  /** Delivers every due row once; returns how many were delivered. */
  async tick(): Promise<number> {
    let delivered = 0;
    for (;;) {
      const items = this.store.claimDue(Date.now(), this.leaseMs);
      if (items.length === 0 || this.stopped) return delivered;
      for (const item of items) {
        const notifier = this.notifiers.get(item.channel);
        try {
          if (!notifier) throw new Error(`channel ${item.channel} is not configured`);
          await notifier.send(item);
          this.store.markDelivered(item.id, Date.now());
          delivered += 1;
        } catch (error) {
          const message = error instanceof Error ? `${error.message}${error.cause instanceof Error ? `: ${error.cause.message}` : ''}` : String(error);
          this.store.markFailed(item.id, Date.now() + this.backoff(item.attempts), message);
        }
      }
    }
  }
}
