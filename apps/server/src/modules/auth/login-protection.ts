import { LOGIN_LIMITS } from '@backlit/domain';
import { clientKey } from '../../platform/client-ip';
import type { Limit, Limits } from '../../platform/limiter';

/**
 * Brute-force protection of sign-in (rate-limiter-flexible's login pattern; numbers in
 * LOGIN_LIMITS). Only wrong passwords are counted, and only per address or per account *and*
 * address: an attacker elsewhere can slow down their own guesses at an account, never the owner's
 * sign-in from the owner's address. Accounts are known by their e-mail, as typed, lowercased.
 */
export class LoginProtection {
  private readonly pair: Limit;
  private readonly address: Limit;
  private readonly account: Limit;
  /** Per pair, while its account is under attack: the wait after each wrong password. */
  private readonly slowdown: Limit;

  constructor(limits: Limits) {
    this.pair = limits.create('login-fail-account-ip', LOGIN_LIMITS.accountAndIp);
    this.address = limits.create('login-fail-ip', LOGIN_LIMITS.ip);
    this.account = limits.create('login-fail-account', LOGIN_LIMITS.account);
    this.slowdown = limits.create('login-slowdown', {
      points: 1,
      seconds: LOGIN_LIMITS.slowdownSeconds,
    });
  }

  /** Seconds this attempt must wait before its password is even looked at; 0 to go on. */
  async wait(email: string, ip: string): Promise<number> {
    const pair = pairKey(email, ip);
    const waits = await Promise.all([
      this.address.wait(clientKey(ip)),
      this.pair.wait(pair),
      this.slowdown.wait(pair),
    ]);
    return Math.max(...waits);
  }

  async failed(email: string, ip: string): Promise<void> {
    const pair = pairKey(email, ip);
    const [, , accountWait] = await Promise.all([
      this.pair.take(pair),
      this.address.take(clientKey(ip)),
      this.account.take(email.toLowerCase()),
    ]);
    if (accountWait > 0) await this.slowdown.hold(pair, LOGIN_LIMITS.slowdownSeconds);
  }

  /**
   * The pair starts afresh: after signing in, or after a reset link from the mailbox (whoever
   * reads it owns the account, whatever was guessed before). The address's and the account's
   * counts stay: an attack elsewhere may still be going on.
   */
  async cleared(email: string, ip: string): Promise<void> {
    const pair = pairKey(email, ip);
    await Promise.all([this.pair.clear(pair), this.slowdown.clear(pair)]);
  }
}

function pairKey(email: string, ip: string): string {
  return `${email.toLowerCase()} ${clientKey(ip)}`;
}
