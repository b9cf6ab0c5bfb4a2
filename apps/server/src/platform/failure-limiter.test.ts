import { describe, expect, it } from 'vitest';
import { FailureLimiter } from './failure-limiter';

function limiterAt(start = 1_000_000) {
  let now = start;
  const limiter = new FailureLimiter({ limit: 3, windowMs: 60_000, now: () => now });
  return { limiter, advance: (ms: number) => (now += ms) };
}

describe('FailureLimiter', () => {
  it('allows failures up to the limit, then says how long to wait', () => {
    const { limiter, advance } = limiterAt();
    for (let i = 0; i < 3; i++) {
      expect(limiter.retryAfter('ip:1')).toBe(0);
      limiter.record('ip:1');
      advance(10_000);
    }
    // The first failure happened 30 s ago and expires 60 s after it.
    expect(limiter.retryAfter('ip:1')).toBe(30);
    expect(limiter.retryAfter('ip:2')).toBe(0);
  });

  it('slides: a failure stops counting once it is older than the window', () => {
    const { limiter, advance } = limiterAt();
    limiter.record('k');
    advance(59_000);
    limiter.record('k');
    limiter.record('k');
    expect(limiter.retryAfter('k')).toBe(1);
    advance(1_000);
    expect(limiter.retryAfter('k')).toBe(0);
    limiter.record('k');
    expect(limiter.retryAfter('k')).toBe(59);
  });

  it('records several keys at once and reports the longest wait', () => {
    const { limiter, advance } = limiterAt();
    limiter.record('ip:1', 'account:a');
    advance(20_000);
    limiter.record('ip:1', 'account:a');
    limiter.record('ip:1');
    expect(limiter.retryAfterAny(['ip:1', 'account:a'])).toBe(40);
    expect(limiter.retryAfterAny(['account:a'])).toBe(0);
    limiter.clear('ip:1');
    expect(limiter.retryAfterAny(['ip:1', 'account:a'])).toBe(0);
  });
});
