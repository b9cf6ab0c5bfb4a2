import { isOnAccount } from '@backlit/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { cartLinesWhere, tradePricedLines, type CartLineRow, type CartOwner } from '../cart';
import type { PaymentRow } from '../payments';
import {
  cartItems,
  companyMembers,
  orderLines,
  orders,
  payments,
  products,
  users,
} from '../../db/schema';

export type { PaymentRow };
export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;
export type NewOrderLine = Omit<typeof orderLines.$inferInsert, 'orderId'>;

/**
 * Who pays: a customer, or a shopper without an account paying from their guest cart (null: the
 * request names no cart, or the cart is gone).
 */
export type Payer = { userId: number } | { guestCartId: string | null };

function cartOwnerOf(payer: Payer): CartOwner | undefined {
  if ('userId' in payer) return payer;
  return payer.guestCartId === null ? undefined : { guestCartId: payer.guestCartId };
}

/** The payer a payment was opened by. */
export function payerOf(payment: Pick<PaymentRow, 'userId' | 'guestCartId'>): Payer {
  return payment.userId !== null
    ? { userId: payment.userId }
    : { guestCartId: payment.guestCartId };
}

/** What the payment provider captured: nothing on an order on account, billed by invoice. */
export function providerCapturedCents(payment: PaymentRow): number {
  return isOnAccount(payment) ? 0 : (payment.capturedCents ?? payment.amountCents);
}

/** The queries of checkout and orders. */
export class OrdersRepository {
  constructor(readonly db: Database) {}

  transaction<T>(work: (repository: OrdersRepository) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(new OrdersRepository(tx)));
  }

  /**
   * The payer's cart lines with their products, oldest first (none without a cart), at the
   * prices the payer pays: checkout's summary, the payment and the order all start here.
   */
  async cartLines(payer: Payer): Promise<CartLineRow[]> {
    const owner = cartOwnerOf(payer);
    if (!owner) return [];
    const rows = await cartLinesWhere(
      this.db,
      'userId' in owner
        ? eq(cartItems.userId, owner.userId)
        : eq(cartItems.guestCartId, owner.guestCartId),
    );
    return tradePricedLines(this.db, owner, rows);
  }

  /** Locks the products (in id order, so concurrent orders never deadlock); answers their stock. */
  async lockStock(productIds: number[]): Promise<Map<number, number>> {
    const rows = await this.db
      .select({ id: products.id, stock: products.stock })
      .from(products)
      .where(inArray(products.id, productIds))
      .orderBy(asc(products.id))
      .for('update');
    return new Map(rows.map((row) => [row.id, row.stock]));
  }

  /** Takes `quantity` from stock unless that would go below zero; false when it would. */
  async takeStock(productId: number, quantity: number): Promise<boolean> {
    const rows = await this.db
      .update(products)
      .set({
        stock: sql`${products.stock} - ${quantity}`,
        unitsSold: sql`${products.unitsSold} + ${quantity}`,
      })
      .where(and(eq(products.id, productId), sql`${products.stock} >= ${quantity}`))
      .returning({ id: products.id });
    return rows.length > 0;
  }

  /**
   * Takes what an order bought off the payer's cart: a line goes when no more of it is left,
   * and keeps the rest when the customer added some after paying (an order finished later by
   * reconciliation must not empty a cart they have filled again meanwhile). A guest cart gone
   * meanwhile has nothing to take.
   */
  async takeFromCart(
    payer: Payer,
    bought: { productId: number; quantity: number }[],
  ): Promise<void> {
    const owner = cartOwnerOf(payer);
    if (!owner) return;
    const ownedBy =
      'userId' in owner
        ? sql`item.user_id = ${owner.userId}`
        : sql`item.guest_cart_id = ${owner.guestCartId}`;
    const productIds = sql.param(bought.map((line) => line.productId));
    const quantities = sql.param(bought.map((line) => line.quantity));
    await this.db.execute(sql`
      with bought (product_id, quantity) as (
        select * from unnest(${productIds}::int[], ${quantities}::int[])
      ), gone as (
        delete from ${cartItems} as item using bought
        where ${ownedBy} and item.product_id = bought.product_id
          and item.quantity <= bought.quantity
      )
      update ${cartItems} as item
      set quantity = item.quantity - bought.quantity, updated_at = now()
      from bought
      where ${ownedBy} and item.product_id = bought.product_id
        and item.quantity > bought.quantity`);
  }

  async profile(userId: number) {
    const [row] = await this.db.select().from(users).where(eq(users.id, userId)).limit(1);
    return row;
  }

  async orderForPayment(paymentId: number): Promise<OrderRow | undefined> {
    const [row] = await this.db
      .select()
      .from(orders)
      .where(eq(orders.paymentId, paymentId))
      .limit(1);
    return row;
  }

  /** The order and its lines; undefined (nothing written) when its tracking_no is taken. */
  async insertOrder(order: NewOrder, lines: NewOrderLine[]): Promise<OrderRow | undefined> {
    // The company the buyer is in as the order is placed, read in the same statement.
    const companyId =
      order.userId == null
        ? null
        : sql`(select ${companyMembers.companyId} from ${companyMembers} where ${companyMembers.userId} = ${order.userId})`;
    const [row] = await this.db
      .insert(orders)
      .values({ ...order, companyId })
      .onConflictDoNothing({ target: orders.trackingNo })
      .returning();
    if (!row) return undefined;
    await this.db.insert(orderLines).values(lines.map((line) => ({ ...line, orderId: row.id })));
    return row;
  }

  async order(
    id: number,
  ): Promise<{ order: OrderRow; lines: OrderLineRow[]; payment: PaymentRow } | undefined> {
    const [row] = await this.db
      .select({ order: orders, payment: payments })
      .from(orders)
      .innerJoin(payments, eq(payments.id, orders.paymentId))
      .where(eq(orders.id, id))
      .limit(1);
    if (!row) return undefined;
    const lines = await this.db
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, id))
      .orderBy(asc(orderLines.id));
    return { ...row, lines };
  }

  /** A placed order as stored and its lines in order, for the mails sent after it. */
  async placedWithLines(orderId: number) {
    const [order] = await this.db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
    if (!order) return undefined;
    const lines = await this.db
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, orderId))
      .orderBy(asc(orderLines.id));
    return { order, lines };
  }

  /** The orders these payments made, by payment id. */
  async madeBy(paymentIds: number[]): Promise<Map<number, { id: number; trackingNo: string }>> {
    if (paymentIds.length === 0) return new Map();
    const found = await this.db
      .select({ paymentId: orders.paymentId, id: orders.id, trackingNo: orders.trackingNo })
      .from(orders)
      .where(inArray(orders.paymentId, paymentIds));
    return new Map(found.map((row) => [row.paymentId, row]));
  }

  /** The e-mail addresses of these customers, by user id. */
  async customerEmails(userIds: number[]): Promise<Map<number, string>> {
    if (userIds.length === 0) return new Map();
    const found = await this.db
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(inArray(users.id, [...new Set(userIds)]));
    return new Map(found.map((row) => [row.id, row.email]));
  }
}
