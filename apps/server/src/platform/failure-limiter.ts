export interface FailureLimiterOptions {
  /** Failures allowed inside one window; the next attempt is refused. */
  limit: number;
  windowMs: number;
  now?: () => number;
}

/** Forgotten keys are swept after this many records, so memory stays bounded by recent traffic. */
const SWEEP_EVERY = 1000;

/**
 * Counts failures (not requests) per key in a sliding window, e.g. wrong passwords per IP and per
 * account. @fastify/rate-limit counts every request, so it cannot tell a failed login from a good
 * one; this can.
 *
 * State lives in this process's memory: with several server processes each one counts on its
 * own, so the effective limit is multiplied. A multi-process deployment would keep these windows
 * in Redis (a sorted set per key) instead.
 */
export class FailureLimiter {
  private readonly failures = new Map<string, number[]>();
  private readonly now: () => number;
  private recordsSinceSweep = 0;

  constructor(private readonly options: FailureLimiterOptions) {
    this.now = options.now ?? Date.now;
  }

  /** Seconds until `key` may try again; 0 while it is under its limit. */
  retryAfter(key: string): number {
    const recent = this.recent(key);
    if (recent.length < this.options.limit) return 0;
    // Only the newest `limit` failures are kept, so the oldest is the one that must expire.
    const wait = recent[0]! + this.options.windowMs - this.now();
    return Math.max(1, Math.ceil(wait / 1000));
  }

  /** The longest wait among `keys`; 0 when none is limited. */
  retryAfterAny(keys: readonly string[]): number {
    return Math.max(0, ...keys.map((key) => this.retryAfter(key)));
  }

  record(...keys: string[]): void {
    const now = this.now();
    for (const key of keys) {
      const recent = this.recent(key);
      recent.push(now);
      if (recent.length > this.options.limit) recent.shift();
      this.failures.set(key, recent);
    }
    if (++this.recordsSinceSweep >= SWEEP_EVERY) this.sweep();
  }

  clear(key: string): void {
    this.failures.delete(key);
  }

  private recent(key: string): number[] {
    const since = this.now() - this.options.windowMs;
    return (this.failures.get(key) ?? []).filter((time) => time > since);
  }

  private sweep(): void {
    this.recordsSinceSweep = 0;
    for (const key of [...this.failures.keys()]) {
      if (this.recent(key).length === 0) this.failures.delete(key);
    }
  }
}
