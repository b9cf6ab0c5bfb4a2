import { LOGIN_LIMITS } from '@backlit/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Limits } from '../../platform/limiter';
import { LoginProtection, type LoginAttempt, type LoginWait } from './login-protection';

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

  /** One attempt with a wrong password, as the service makes it: the wait, if it had to. */
  async function guess(attempt: LoginAttempt): Promise<LoginWait | undefined> {
    const wait = await protection.begin(attempt);
    if (!wait) await protection.failed(attempt);
    return wait;
  }

  async function guessTimes(times: number, attempt: (i: number) => LoginAttempt) {
    for (let i = 0; i < times; i++) expect(await guess(attempt(i))).toBeUndefined();
  }

  /** Whether the right password would now be checked (and the account's count given back). */
  async function mayTry(attempt: LoginAttempt): Promise<LoginWait | undefined> {
    const wait = await protection.begin(attempt);
    if (!wait) await protection.succeeded(attempt);
    return wait;
  }

  const ada = (ip: string, device?: string): LoginAttempt => ({
    email: 'ada@example.com',
    ip,
    device,
  });

  it(`makes a pair wait after ${accountAndIp.points} wrong passwords in a row, then lets it try again`, async () => {
    await guessTimes(accountAndIp.points, () => ada('198.51.100.1'));
    // The next attempt, right password or not, waits: it is never checked.
    expect(await protection.begin({ email: 'ADA@example.com', ip: '198.51.100.1' })).toEqual({
      seconds: accountAndIp.blockSeconds,
      reason: 'address',
    });
    expect(await mayTry(ada('198.51.100.2'))).toBeUndefined();
    expect(await mayTry({ email: 'bob@example.com', ip: '198.51.100.1' })).toBeUndefined();
    vi.advanceTimersByTime(accountAndIp.blockSeconds * 1000);
    expect(await mayTry(ada('198.51.100.1'))).toBeUndefined();
  });

  it(`lets ${accountAndIp.points - 1} wrong passwords in a row through, and the right one after`, async () => {
    await guessTimes(accountAndIp.points - 1, () => ada('198.51.100.1'));
    expect(await mayTry(ada('198.51.100.1'))).toBeUndefined();
  });

  it(`makes an address wait, for every account, after ${perIp.points} wrong passwords`, async () => {
    await guessTimes(perIp.points, (i) => ({ email: `guess${i}@example.com`, ip: '203.0.113.9' }));
    expect(await protection.begin({ email: 'anyone@example.com', ip: '203.0.113.9' })).toEqual({
      seconds: perIp.blockSeconds,
      reason: 'address',
    });
    expect(await mayTry({ email: 'anyone@example.com', ip: '203.0.113.10' })).toBeUndefined();
  });

  it('counts a whole IPv6 /64 as one address', async () => {
    await guessTimes(perIp.points, (i) => ({
      email: `guess${i}@example.com`,
      ip: `2001:db8:1:2::${(i + 1).toString(16)}`,
    }));
    expect(
      await protection.begin({ email: 'anyone@example.com', ip: '2001:db8:1:2:ffff::1' }),
    ).toMatchObject({ seconds: perIp.blockSeconds });
    expect(await mayTry({ email: 'anyone@example.com', ip: '2001:db8:1:3::1' })).toBeUndefined();
  });

  it('past the account count, gives unknown devices one attempt a minute together, whatever their address', async () => {
    await guessTimes(account.points, (i) => ada(`198.51.100.${i + 1}`));
    // The minute's one attempt, from anywhere; the next, from anywhere else, waits.
    expect(await guess(ada('192.0.2.1'))).toBeUndefined();
    expect(await guess(ada('192.0.2.2'))).toEqual({ seconds: slowdownSeconds, reason: 'account' });
    expect(await mayTry(ada('192.0.2.3'))).toEqual({ seconds: slowdownSeconds, reason: 'account' });
    // A device that signed in to the account before is not slowed; other accounts are not either.
    expect(await mayTry(ada('192.0.2.4', 'owner-laptop'))).toBeUndefined();
    expect(await mayTry({ email: 'bob@example.com', ip: '192.0.2.2' })).toBeUndefined();

    vi.advanceTimersByTime(slowdownSeconds * 1000);
    expect(await guess(ada('192.0.2.5'))).toBeUndefined();
    expect(await guess(ada('192.0.2.6'))).toMatchObject({ reason: 'account' });
  });

  it('lets no burst of parallel guesses past the account count', async () => {
    const waits = await Promise.all(
      Array.from({ length: 50 }, (_, i) => protection.begin(ada(`198.51.100.${i + 1}`))),
    );
    expect(waits.filter((wait) => wait === undefined)).toHaveLength(account.points + 1);
  });

  it('does not count right passwords against the account', async () => {
    for (let i = 0; i < account.points * 2; i++) {
      expect(await mayTry(ada(`198.51.100.${i + 1}`))).toBeUndefined();
    }
    await guessTimes(account.points, (i) => ada(`192.0.2.${i + 1}`));
  });

  it('counts a known device as one pair wherever it is, and still counts its guesses for the account', async () => {
    await guessTimes(accountAndIp.points, (i) => ada(`198.51.100.${i + 1}`, 'stolen-cookie'));
    expect(await protection.begin(ada('203.0.113.1', 'stolen-cookie'))).toEqual({
      seconds: accountAndIp.blockSeconds,
      reason: 'address',
    });
    expect(await mayTry(ada('203.0.113.1', 'owner-phone'))).toBeUndefined();
    // Those guesses were the account's too: unknown devices meet the slowdown sooner.
    await guessTimes(account.points - accountAndIp.points, (i) => ada(`192.0.2.${i + 1}`));
    expect(await guess(ada('203.0.113.2'))).toBeUndefined();
    expect(await guess(ada('203.0.113.3'))).toMatchObject({ reason: 'account' });
  });

  it('forgets a pair once it is cleared by a reset link', async () => {
    await guessTimes(accountAndIp.points, () => ada('198.51.100.1'));
    await protection.cleared('Ada@Example.com', '198.51.100.1');
    expect(await mayTry(ada('198.51.100.1'))).toBeUndefined();
  });
});
