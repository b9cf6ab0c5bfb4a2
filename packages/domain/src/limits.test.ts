import { describe, expect, it } from 'vitest';
import { PASSWORD_RESET_TTL_MINUTES } from './auth';
import { LOGIN_LIMITS, PASSWORD_RESET_MAIL_LIMIT } from './limits';

describe('limits', () => {
  it('never leave the owner without a working reset link', () => {
    // While mails to an address are held back, the last one sent must still be valid.
    expect(PASSWORD_RESET_MAIL_LIMIT.seconds).toBeLessThanOrEqual(PASSWORD_RESET_TTL_MINUTES * 60);
  });

  it('slow an account under attack down for less time than a pair waits', () => {
    expect(LOGIN_LIMITS.slowdownSeconds).toBeLessThan(LOGIN_LIMITS.accountAndIp.blockSeconds);
    expect(LOGIN_LIMITS.account.points).toBeGreaterThan(LOGIN_LIMITS.accountAndIp.points);
  });
});
