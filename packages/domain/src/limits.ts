import { PASSWORD_RESET_TTL_MINUTES } from './auth';

/**
 * The limits that protect people rather than the server: what is counted, how many, for how
 * long. A limit allows `points` in `seconds`; one more and the key waits `blockSeconds` (or, when
 * that is not given, until the window ends). Answers past a limit are 429 with `Retry-After`,
 * except where noted.
 */
export interface LimitRule {
  points: number;
  seconds: number;
  blockSeconds?: number;
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * Sign-in, after rate-limiter-flexible's login-protection pattern. Only wrong passwords count:
 * `points` of them are answered 401, and the next attempt waits. Nothing here ever locks an
 * account: the owner gets in with the right password from a device that signed in to it before
 * (SIGNED_IN_DEVICE_COOKIE), or with a reset link from the mailbox, whatever others try.
 */
export const LOGIN_LIMITS = {
  /**
   * Wrong passwords in a row for one account from one address (from a known device: from that
   * device, wherever it is); that pair then waits `blockSeconds`.
   */
  accountAndIp: { points: 10, seconds: DAY, blockSeconds: 15 * MINUTE },
  /** Wrong passwords from one address, whatever the account; that address then waits. */
  ip: { points: 100, seconds: DAY, blockSeconds: HOUR },
  /**
   * Wrong passwords for one account from every address together. Past them the account is under
   * attack: devices that never signed in to it share one attempt every `slowdownSeconds`,
   * whatever their address. A slowdown, never a lock.
   */
  account: { points: 20, seconds: HOUR },
  slowdownSeconds: MINUTE,
} as const satisfies Record<string, LimitRule | number>;

/**
 * Reset links mailed to one address. Past it, requests are answered as usual but send nothing
 * (the answer never says whether an address has an account). The window is no longer than a
 * link lives, so the owner always holds a working link from the latest mail that was sent.
 */
export const PASSWORD_RESET_MAIL_LIMIT = {
  points: 3,
  seconds: PASSWORD_RESET_TTL_MINUTES * MINUTE,
} as const satisfies LimitRule;

/** E-mail-change confirmations mailed to one (new) address. */
export const EMAIL_CHANGE_MAIL_LIMIT = { points: 3, seconds: HOUR } as const satisfies LimitRule;

/** Requests for approval per buyer: each one e-mails every admin of the company. */
export const APPROVAL_REQUEST_LIMIT = { points: 10, seconds: HOUR } as const satisfies LimitRule;

/** Payments opened (each one asks PayPal for an order) per customer, and per address. */
export const PAYMENT_LIMITS = {
  user: { points: 10, seconds: 15 * MINUTE },
  ip: { points: 30, seconds: 15 * MINUTE },
} as const satisfies Record<string, LimitRule>;

/**
 * Cart changes (add, raise, lower, remove) per customer; a signed-out shopper's are counted per
 * address, so guest carts (made by a first add) cannot be created without bound.
 */
export const CART_WRITE_LIMIT = { points: 60, seconds: MINUTE } as const satisfies LimitRule;

/** Review writes (write, edit, delete) per customer. */
export const REVIEW_WRITE_LIMIT = { points: 20, seconds: 10 * MINUTE } as const satisfies LimitRule;

/** Product saves (each may carry photos to resize) per staff member. */
export const PRODUCT_SAVE_LIMIT = { points: 60, seconds: 10 * MINUTE } as const satisfies LimitRule;
