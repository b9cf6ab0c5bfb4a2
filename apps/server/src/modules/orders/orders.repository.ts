import type { OrderStatus } from '@backlit/domain';
import { and, asc, count, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { CartLineRow } from '../cart';
import { cartItems, orderLines, orders, payments, products, users } from '../../db/schema';

export type PaymentRow = typeof payments.$inferSelect;
export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;
export type NewOrderLine = Omit<typeof orderLines.$inferInsert, 'orderId'>;

/** The admin list's filters: status, days placed (UTC, inclusive), free-text search. */
export interface OrdersFilter {
  status?: OrderStatus | undefined;
  from?: string | undefined;
  to?: string | undefined;
  q?: string | undefined;
}

/** `%`, `_` and `\` match themselves in the search. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

function matching(filter: OrdersFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filter.status) conditions.push(eq(orders.status, filter.status));
  if (filter.from) conditions.push(gte(orders.createdAt, new Date(`${filter.from}T00:00:00Z`)));
  if (filter.to) {
    const dayAfter = new Date(`${filter.to}T00:00:00Z`);
    dayAfter.setUTCDate(dayAfter.getUTCDate() + 1);
    conditions.push(lt(orders.createdAt, dayAfter));
  }
  if (filter.q) {
    const pattern = likePattern(filter.q);
    conditions.push(
      or(
        ilike(orders.trackingNo, pattern),
        ilike(orders.email, pattern),
        ilike(sql`${orders.firstName} || ' ' || ${orders.lastName}`, pattern),
      ),
    );
  }
  return and(...conditions);
}

/** The queries of checkout and orders. */
export class OrdersRepository {
  constructor(private readonly db: Database) {}

  transaction<T>(work: (repository: OrdersRepository) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(new OrdersRepository(tx)));
  }

  /** The customer's cart lines with their products, oldest first. */
  cartLines(userId: number): Promise<CartLineRow[]> {
    return this.db
      .select({
        id: cartItems.id,
        productId: cartItems.productId,
        quantity: cartItems.quantity,
        product: {
          id: products.id,
          name: products.name,
          slug: products.slug,
          sku: products.sku,
          image: products.image,
          priceCents: products.priceCents,
          stock: products.stock,
        },
      })
      .from(cartItems)
      .leftJoin(products, eq(products.id, cartItems.productId))
      .where(eq(cartItems.userId, userId))
      .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
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

  async emptyCart(userId: number): Promise<void> {
    await this.db.delete(cartItems).where(eq(cartItems.userId, userId));
  }

  async profile(userId: number) {
    const [row] = await this.db.select().from(users).where(eq(users.id, userId)).limit(1);
    return row;
  }

  async insertPayment(payment: typeof payments.$inferInsert): Promise<PaymentRow> {
    const [row] = await this.db.insert(payments).values(payment).returning();
    return row!;
  }

  async payment(providerOrderId: string): Promise<PaymentRow | undefined> {
    const [row] = await this.db
      .select()
      .from(payments)
      .where(eq(payments.providerOrderId, providerOrderId))
      .limit(1);
    return row;
  }

  /** The payment, locked until the transaction ends: one order at a time per payment. */
  async lockPayment(id: number): Promise<PaymentRow | undefined> {
    const [row] = await this.db
      .select()
      .from(payments)
      .where(eq(payments.id, id))
      .limit(1)
      .for('update');
    return row;
  }

  async updatePayment(
    id: number,
    changes: Partial<Pick<PaymentRow, 'status' | 'captureId' | 'capturedCents' | 'refundId'>>,
  ): Promise<void> {
    await this.db
      .update(payments)
      .set({ ...changes, updatedAt: sql`now()` })
      .where(eq(payments.id, id));
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
    const [row] = await this.db
      .insert(orders)
      .values(order)
      .onConflictDoNothing({ target: orders.trackingNo })
      .returning();
    if (!row) return undefined;
    await this.db.insert(orderLines).values(lines.map((line) => ({ ...line, orderId: row.id })));
    return row;
  }

  /** A page of the orders matching `filter`, newest first, with their count. */
  async page(
    filter: OrdersFilter,
    page: number,
    perPage: number,
  ): Promise<{ rows: OrderRow[]; total: number }> {
    const where = matching(filter);
    const [rows, [counted]] = await Promise.all([
      this.matchingOrders(where)
        .limit(perPage)
        .offset((page - 1) * perPage),
      this.db.select({ total: count() }).from(orders).where(where),
    ]);
    return { rows, total: counted?.total ?? 0 };
  }

  /** Every order matching `filter`, newest first (the CSV export). */
  all(filter: OrdersFilter): Promise<OrderRow[]> {
    return this.matchingOrders(matching(filter));
  }

  private matchingOrders(where: SQL | undefined) {
    return this.db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .$dynamic();
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
}
