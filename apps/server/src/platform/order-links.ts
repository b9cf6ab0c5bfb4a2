import { createHash, randomBytes } from 'node:crypto';
import {
  ORDER_LINK_TOKEN_PATTERN,
  ROLE,
  type OrderLinkKind,
  type OrderLinksView,
} from '@backlit/domain';
import type { CookieSerializeOptions } from '@fastify/cookie';
import { and, eq, isNull, max, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { orderLinks } from '../db/schema';

/** What a browser holding an order's private link may do: see and follow that one order. */
export interface OrderLinkGrant {
  linkId: number;
  orderId: number;
  kind: OrderLinkKind;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The private links of orders placed without an account. */
    orderLinks: OrderLinks;
  }
  interface FastifyRequest {
    /** On 'order' routes: the private link the request's cookie holds for the order, if live. */
    orderLink: OrderLinkGrant | null;
  }
}

/**
 * The cookie that holds an order's link token once the link was opened (or the order placed):
 * one per order, so a browser may follow several. HttpOnly, so scripts never see the token.
 */
const COOKIE_PREFIX = 'backlit_order_';

export function orderLinkCookieName(orderId: number): string {
  return `${COOKIE_PREFIX}${orderId}`;
}

/** Ends with the browser: the e-mailed link opens the order again whenever it is needed. */
export function orderLinkCookieOptions(
  config: Pick<Config, 'isProduction'>,
): CookieSerializeOptions {
  return { httpOnly: true, sameSite: 'lax', path: '/', secure: config.isProduction };
}

/** Every order-link token the request's cookies carry, by order. */
export function orderLinkTokensOf(request: FastifyRequest): { orderId: number; token: string }[] {
  return Object.entries(request.cookies).flatMap(([name, token]) => {
    if (!name.startsWith(COOKIE_PREFIX) || !token) return [];
    const orderId = Number(name.slice(COOKIE_PREFIX.length));
    return Number.isSafeInteger(orderId) && orderId > 0 ? [{ orderId, token }] : [];
  });
}

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * The `order_links` table: made when an order is placed without an account (one for the browser
 * that paid, one per e-mail that carries it), looked up by the SHA-256 of the token, revoked by
 * staff. A link has no end date: it lasts as long as the order unless revoked.
 */
export class OrderLinks {
  constructor(private readonly db: Database) {}

  /** A new link to the order, written with `db` (a transaction or not); answers the only copy of its token. */
  async create(db: Database, orderId: number, kind: OrderLinkKind): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await db.insert(orderLinks).values({ orderId, kind, tokenHash: hashToken(token) });
    return token;
  }

  /** The live link a token names; undefined for anything else (revoked, unknown, malformed). */
  async find(token: string): Promise<OrderLinkGrant | undefined> {
    if (!ORDER_LINK_TOKEN_PATTERN.test(token)) return undefined;
    const [row] = await this.db
      .select({ linkId: orderLinks.id, orderId: orderLinks.orderId, kind: orderLinks.kind })
      .from(orderLinks)
      .where(and(eq(orderLinks.tokenHash, hashToken(token)), isNull(orderLinks.revokedAt)))
      .limit(1);
    return row;
  }

  /** The live link of this order a token names. */
  async grant(orderId: number, token: string): Promise<OrderLinkGrant | undefined> {
    const found = await this.find(token);
    return found?.orderId === orderId ? found : undefined;
  }

  /** How many links still open the order, and when the newest was made. */
  async view(orderId: number, db: Database = this.db): Promise<OrderLinksView> {
    const [row] = await db
      .select({
        active: sql<number>`(count(*) filter (where ${orderLinks.revokedAt} is null))::int`,
        newest: max(orderLinks.createdAt),
      })
      .from(orderLinks)
      .where(eq(orderLinks.orderId, orderId));
    return {
      active: row?.active ?? 0,
      last_created_at: row?.newest ? new Date(row.newest).toISOString() : null,
    };
  }

  /** Revokes every live link of the order; answers how many there were. */
  async revokeAll(db: Database, orderId: number): Promise<number> {
    const revoked = await db
      .update(orderLinks)
      .set({ revokedAt: new Date() })
      .where(and(eq(orderLinks.orderId, orderId), isNull(orderLinks.revokedAt)))
      .returning({ id: orderLinks.id });
    return revoked.length;
  }
}

/** Who asks about an order: a signed-in user, the holder of the order's private link, or both. */
export interface OrderViewer {
  user: { id: number; roleAs: number } | null;
  /** The order whose live private link the request holds (on 'order' routes). */
  linkedOrderId: number | null;
}

export function orderViewerOf(request: FastifyRequest): OrderViewer {
  return { user: request.user, linkedOrderId: request.orderLink?.orderId ?? null };
}

/**
 * Whether the viewer may see the order: its customer, the holder of its link, and staff where
 * `staff` says they may (the back-office's own routes and the artwork, not the account pages).
 */
export function mayViewOrder(
  viewer: OrderViewer,
  order: { id: number; userId: number | null },
  options: { staff: boolean },
): boolean {
  if (viewer.linkedOrderId === order.id) return true;
  if (!viewer.user) return false;
  if (options.staff && viewer.user.roleAs === ROLE.admin) return true;
  return order.userId !== null && order.userId === viewer.user.id;
}
