import { randomUUID } from 'node:crypto';
import { GUEST_CART_COOKIE, GUEST_CART_IDLE_DAYS, type CartMerge } from '@backlit/domain';
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { SharedCookieSigner } from '../../platform/cookie-secret';
import type { JobQueue } from '../../platform/jobs';
import { guestCartPurgeJob } from './cart.jobs';
import { CartService } from './cart.service';

const DAY_SECONDS = 24 * 3600;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * The guest cart's cookie: HttpOnly (scripts never see the id), signed with the shop's cookie
 * secret so a made-up or altered value is worthless, and kept as long as the cart itself.
 */
export function guestCartCookieOptions(
  config: Pick<Config, 'isProduction'>,
): CookieSerializeOptions {
  return {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: config.isProduction,
    signed: true,
    maxAge: GUEST_CART_IDLE_DAYS * DAY_SECONDS,
  };
}

/** The guest cart the request's cookie names, when its signature holds; else undefined. */
export function guestCartIdOf(request: FastifyRequest): string | undefined {
  const raw = request.cookies[GUEST_CART_COOKIE];
  if (!raw) return undefined;
  const { valid, value } = request.unsignCookie(raw);
  return valid && value !== null && UUID.test(value) ? value : undefined;
}

/** A cookie that names no cart we can use is dropped, so the browser stops sending it. */
export function dropGuestCartCookie(reply: FastifyReply, config: Pick<Config, 'isProduction'>) {
  reply.clearCookie(GUEST_CART_COOKIE, guestCartCookieOptions(config));
}

/**
 * The signed-out shopper's cart, kept server-side and named by a signed cookie. A cart row is
 * made only by a first add (reading an empty cart writes nothing), with the job that deletes it
 * once left alone for the idle period; each change restarts that period.
 */
export class GuestCarts {
  constructor(
    private readonly cart: CartService,
    private readonly db: Database,
    private readonly jobs: JobQueue,
    private readonly config: Pick<Config, 'isProduction'>,
    private readonly signer: Pick<SharedCookieSigner, 'ready'>,
  ) {}

  /** The purge job's work: deletes an idle cart, or looks again when it would be idle. */
  async purgeIfIdle(guestCartId: string): Promise<void> {
    const dueAt = await this.cart.purgeIdleGuestCart(guestCartId, GUEST_CART_IDLE_DAYS);
    if (dueAt) await this.schedulePurge(this.db, guestCartId, dueAt.getTime() - Date.now());
  }

  /** The existing cart of the request, or undefined (a bad or stale cookie is dropped). */
  async current(request: FastifyRequest, reply: FastifyReply): Promise<string | undefined> {
    await this.signer.ready();
    const id = guestCartIdOf(request);
    if (id && (await this.cart.guestCartExists(id))) return id;
    if (request.cookies[GUEST_CART_COOKIE]) dropGuestCartCookie(reply, this.config);
    return undefined;
  }

  /** The cart an add goes to: the cookie's, or a fresh random id (never one the request chose). */
  async idFor(request: FastifyRequest): Promise<string> {
    await this.signer.ready();
    return guestCartIdOf(request) ?? randomUUID();
  }

  /** Sets the cookie (again), so its lifetime follows the cart's last change. */
  remember(reply: FastifyReply, guestCartId: string): void {
    reply.setCookie(GUEST_CART_COOKIE, guestCartId, guestCartCookieOptions(this.config));
  }

  /** Queues the purge of a new cart, in the transaction that creates it. */
  schedulePurge(
    db: Database,
    guestCartId: string,
    afterMs = GUEST_CART_IDLE_DAYS * DAY_SECONDS * 1000,
  ) {
    return this.jobs.enqueue(
      db,
      guestCartPurgeJob,
      { guestCartId },
      { startAfterSeconds: Math.max(1, Math.ceil(afterMs / 1000)) },
    );
  }

  /**
   * At sign-in or registration: moves the request's guest cart into the customer's and drops the
   * cookie. Undefined when the request carried no cart.
   */
  async mergeInto(
    request: FastifyRequest,
    reply: FastifyReply,
    userId: number,
  ): Promise<CartMerge | undefined> {
    const id = await this.current(request, reply);
    if (!id) return undefined;
    dropGuestCartCookie(reply, this.config);
    return this.cart.mergeGuestCart(id, userId);
  }
}

/** The sign-in hook of the auth module: a guest cart the request carries joins the account's. */
export function guestCartMerger(app: FastifyInstance) {
  const guests = new GuestCarts(
    new CartService(app.db),
    app.db,
    app.jobs,
    app.config,
    app.cookieSigner,
  );
  return (request: FastifyRequest, reply: FastifyReply, userId: number) =>
    guests.mergeInto(request, reply, userId);
}

/**
 * For other modules (checkout): the guest cart a signed-out shopper's request names, when it
 * exists; a bad or stale cookie is dropped.
 */
export function guestCartReader(app: FastifyInstance) {
  const guests = new GuestCarts(
    new CartService(app.db),
    app.db,
    app.jobs,
    app.config,
    app.cookieSigner,
  );
  return (request: FastifyRequest, reply: FastifyReply) => guests.current(request, reply);
}
