import { LOGIN_LIMITS } from '@backlit/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Limits } from '../../platform/limiter';
import { LoginProtection } from './login-protection';

const { accountAndIp, ip: perIp, account, slowdownSeconds } = LOGIN_LIMITS;

describe('LoginProtection', () => {
  let protection: LoginProtection;
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    protection = new LoginProtection(new Limits());
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  async function failTimes(times: number, email: (i: number) => string, ip: (i: number) => string) {
    for (let i = 0; i < times; i++) await protection.failed(email(i), ip(i));
  }

  it('makes a pair wait once it has failed too often in a row, then lets it try again', async () => {
    await failTimes(
      accountAndIp.points,
      () => 'ada@example.com',
      () => '198.51.100.1',
    );
    expect(await protection.wait('ada@example.com', '198.51.100.1')).toBe(0);
    await protection.failed('ada@example.com', '198.51.100.1');
    expect(await protection.wait('ADA@example.com', '198.51.100.1')).toBe(
      accountAndIp.blockSeconds,
    );
    expect(await protection.wait('ada@example.com', '198.51.100.2')).toBe(0);
    expect(await protection.wait('bob@example.com', '198.51.100.1')).toBe(0);
    vi.advanceTimersByTime(accountAndIp.blockSeconds * 1000);
    expect(await protection.wait('ada@example.com', '198.51.100.1')).toBe(0);
  });

  it('makes an address wait, for every account, past its failures across accounts', async () => {
    await failTimes(
      perIp.points + 1,
      (i) => `guess${i}@example.com`,
      () => '203.0.113.9',
    );
    expect(await protection.wait('anyone@example.com', '203.0.113.9')).toBe(perIp.blockSeconds);
    expect(await protection.wait('anyone@example.com', '203.0.113.10')).toBe(0);
  });

  it('counts a whole IPv6 /64 as one address', async () => {
    await failTimes(
      perIp.points + 1,
      (i) => `guess${i}@example.com`,
      (i) => `2001:db8:1:2::${(i + 1).toString(16)}`,
    );
    expect(await protection.wait('anyone@example.com', '2001:db8:1:2:ffff::1')).toBe(
      perIp.blockSeconds,
    );
    expect(await protection.wait('anyone@example.com', '2001:db8:1:3::1')).toBe(0);
  });

  it('slows down every address guessing an account under attack, and locks none', async () => {
    await failTimes(
      account.points,
      () => 'ada@example.com',
      (i) => `198.51.100.${i + 1}`,
    );
    expect(await protection.wait('ada@example.com', '198.51.100.200')).toBe(0);
    // One more wrong password, from anywhere: that address waits before guessing again.
    await protection.failed('ada@example.com', '198.51.100.200');
    expect(await protection.wait('ada@example.com', '198.51.100.200')).toBe(slowdownSeconds);
    // The owner's address, and other accounts from the guessing address, are not held.
    expect(await protection.wait('ada@example.com', '192.0.2.50')).toBe(0);
    expect(await protection.wait('bob@example.com', '198.51.100.200')).toBe(0);
    vi.advanceTimersByTime(slowdownSeconds * 1000);
    expect(await protection.wait('ada@example.com', '198.51.100.200')).toBe(0);
  });

  it('forgets a pair once it is cleared (signed in, or reset by e-mail)', async () => {
    await failTimes(
      accountAndIp.points + 1,
      () => 'ada@example.com',
      () => '198.51.100.1',
    );
    await protection.cleared('Ada@Example.com', '198.51.100.1');
    expect(await protection.wait('ada@example.com', '198.51.100.1')).toBe(0);
  });
});
