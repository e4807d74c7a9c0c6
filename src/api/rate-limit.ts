/**
 * Requests per client, as a token bucket: `burst` requests at once, then one more every
 * 60 / perMinute seconds. In memory: per process on Node (one service per site), per isolate on the
 * edge (where Cloudflare's own rate limiting rules belong in front of it).
 */
export interface RateLimitOptions {
  /** Sustained requests per minute per client (CONTACT_RATE_PER_MINUTE, default 5). */
  readonly perMinute: number;
  /** Requests a client may send at once (CONTACT_RATE_BURST, default 5). */
  readonly burst: number;
  /** Clients remembered at most; the full buckets are forgotten first. */
  readonly maxClients?: number;
}

interface Bucket {
  tokens: number;
  at: number;
}

export class RateLimiter {
  private readonly buckets = new Map<string, Bucket>();
  private readonly perMs: number;
  private readonly burst: number;
  private readonly maxClients: number;

  constructor({ perMinute, burst, maxClients = 50_000 }: RateLimitOptions) {
    this.perMs = perMinute / 60_000;
    this.burst = Math.max(1, burst);
    this.maxClients = maxClients;
  }

  /** Takes one request's token: 0 when allowed, else the seconds to wait (for Retry-After). */
  take(client: string, now: number = Date.now()): number {
    const bucket = this.buckets.get(client) ?? { tokens: this.burst, at: now };
    bucket.tokens = Math.min(this.burst, bucket.tokens + (now - bucket.at) * this.perMs);
    bucket.at = now;
    this.buckets.delete(client);
    this.buckets.set(client, bucket);
    if (this.buckets.size > this.maxClients) this.forget(now);
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1;
      return 0;
    }
    return Math.max(1, Math.ceil((1 - bucket.tokens) / this.perMs / 1000));
  }

  /** Drops the least recently seen clients (a Map iterates in insertion order). */
  private forget(now: number): void {
    for (const [client, b] of this.buckets) {
      if (this.buckets.size <= this.maxClients * 0.9) break;
      if (b.tokens + (now - b.at) * this.perMs >= this.burst || this.buckets.size > this.maxClients) this.buckets.delete(client);
    }
  }
}

/** The limits from the environment (CONTACT_RATE_PER_MINUTE, CONTACT_RATE_BURST). */
export function rateLimitFromEnv(env: Readonly<Record<string, string | undefined>>): RateLimitOptions {
  const num = (value: string | undefined, fallback: number) => {
    const n = Number(value);
    return value !== undefined && value !== '' && Number.isFinite(n) && n > 0 ? n : fallback;
  };
  return { perMinute: num(env.CONTACT_RATE_PER_MINUTE, 5), burst: num(env.CONTACT_RATE_BURST, 5) };
}
