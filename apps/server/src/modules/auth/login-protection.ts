import { LOGIN_LIMITS } from '@backlit/domain';
import { clientKey } from '../../platform/client-ip';
import type { Limit, Limits } from '../../platform/limiter';

/**
 * One sign-in attempt as the limits see it: the account as typed (lowercased), the client
 * address, and the device's id when the request carries the signed cookie of an earlier sign-in
 * to this very account.
 */
export interface LoginAttempt {
  email: string;
  ip: string;
  device?: string;
}

/**
 * Why an attempt waits: its address (or device) guessed too often, or the account is under
 * attack and this device never signed in to it.
 */
export type LoginWait = { seconds: number; reason: 'address' | 'account' };

/**
 * Brute-force protection of sign-in (rate-limiter-flexible's login pattern; numbers in
 * LOGIN_LIMITS). Wrong passwords are counted per address, per account and address (per account
 * and device for a known device), and per account from everywhere. Past the account's count,
 * devices that never signed in to it share one attempt a minute, whatever their address, so a
 * thousand addresses guess no faster than one; the owner's known devices are not slowed, and a
 * reset link from the mailbox makes the browser that used it a known device.
 */
export class LoginProtection {
  private readonly pair: Limit;
  private readonly address: Limit;
  private readonly account: Limit;
  /** Per account under attack: the one attempt a minute that unknown devices share. */
  private readonly slot: Limit;

  constructor(limits: Limits) {
    this.pair = limits.create('login-fail-account-ip', LOGIN_LIMITS.accountAndIp);
    this.address = limits.create('login-fail-ip', LOGIN_LIMITS.ip);
    this.account = limits.create('login-fail-account', LOGIN_LIMITS.account);
    this.slot = limits.create('login-account-slot', {
      points: 1,
      seconds: LOGIN_LIMITS.slowdownSeconds,
    });
  }

  /**
   * Whether this attempt may have its password checked; undefined to go on. An attempt from an
   * unknown device is counted against the account before its password is looked at (and given
   * back if it turns out right, or is refused here): parallel guesses then cannot all slip in
   * between the check and the count.
   */
  async begin(attempt: LoginAttempt): Promise<LoginWait | undefined> {
    const waits = await Promise.all([
      this.address.wait(clientKey(attempt.ip)),
      this.pair.wait(pairKey(attempt)),
    ]);
    const seconds = Math.max(...waits);
    if (seconds > 0) return { seconds, reason: 'address' };
    if (attempt.device) return undefined;

    const account = accountKey(attempt);
    if ((await this.account.count(account)) <= LOGIN_LIMITS.account.points) return undefined;
    const slot = await this.slot.take(account);
    if (slot === 0) return undefined;
    await this.account.giveBack(account);
    return { seconds: slot, reason: 'account' };
  }

  /** A wrong password: the pair and the address count it, and wait once they reach the limit. */
  async failed(attempt: LoginAttempt): Promise<void> {
    const pair = pairKey(attempt);
    const address = clientKey(attempt.ip);
    const [pairCount, addressCount] = await Promise.all([
      this.pair.count(pair),
      this.address.count(address),
      // An unknown device's attempt was counted against the account by begin().
      attempt.device ? this.account.count(accountKey(attempt)) : undefined,
    ]);
    const { accountAndIp, ip } = LOGIN_LIMITS;
    await Promise.all([
      pairCount >= accountAndIp.points && this.pair.hold(pair, accountAndIp.blockSeconds),
      addressCount >= ip.points && this.address.hold(address, ip.blockSeconds),
    ]);
  }

  /** The right password: the pair starts afresh, and the account gets its count back. */
  async succeeded(attempt: LoginAttempt): Promise<void> {
    await Promise.all([
      this.pair.clear(pairKey(attempt)),
      attempt.device ? undefined : this.account.giveBack(accountKey(attempt)),
    ]);
  }

  /**
   * After a reset link from the mailbox (whoever reads it owns the account, whatever was
   * guessed before): the address's pair starts afresh. The address's and the account's counts
   * stay: an attack elsewhere may still be going on.
   */
  async cleared(email: string, ip: string): Promise<void> {
    await this.pair.clear(pairKey({ email, ip }));
  }
}

const accountKey = (attempt: Pick<LoginAttempt, 'email'>) => attempt.email.toLowerCase();

/** A known device is its own pair, wherever it signs in from; any other attempt, its address. */
function pairKey(attempt: LoginAttempt): string {
  const from = attempt.device ? `device:${attempt.device}` : clientKey(attempt.ip);
  return `${accountKey(attempt)} ${from}`;
}
