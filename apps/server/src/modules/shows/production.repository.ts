import { lineArtwork, type LineArtwork, type OrderPlan, type OrderStatus } from '@backlit/domain';
import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  artworkFiles,
  artworkLines,
  orderLines,
  orders,
  products,
  showReminders,
} from '../../db/schema';

/** Orders still to make and ship: paid, in production, not shipped, cancelled or refunded. */
export const OPEN_ORDER_STATUSES: OrderStatus[] = ['paid', 'in_production'];

/** An order as the board and the reminders read it. */
const ORDER_COLUMNS = {
  id: orders.id,
  trackingNo: orders.trackingNo,
  userId: orders.userId,
  firstName: orders.firstName,
  lastName: orders.lastName,
  email: orders.email,
  status: orders.status,
  paymentMethod: orders.paymentMethod,
  plan: orders.showPlan,
  shipBy: orders.shipBy,
};

export interface OpenOrderRow {
  id: number;
  trackingNo: string;
  userId: number | null;
  firstName: string;
  lastName: string;
  email: string;
  status: OrderStatus;
  paymentMethod: string;
  plan: OrderPlan | null;
  shipBy: string | null;
}

/**
 * The production board's and the reminders' queries. They read the orders, their lines, the
 * artwork on those lines and the products' stock (other modules' tables) in one statement each,
 * where a call per order would be many.
 */
export class ProductionRepository {
  constructor(private readonly db: Database) {}

  /** `tx` is the transaction itself, for a job queued with what it records. */
  transaction<T>(work: (repository: ProductionRepository, tx: Database) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(new ProductionRepository(tx), tx));
  }

  /** Every open order, those with the soonest ship-by day first, then the oldest. */
  openOrders(): Promise<OpenOrderRow[]> {
    return this.db
      .select(ORDER_COLUMNS)
      .from(orders)
      .where(inArray(orders.status, OPEN_ORDER_STATUSES))
      .orderBy(sql`${orders.shipBy} asc nulls last`, asc(orders.createdAt), asc(orders.id));
  }

  /** One order as the reminders need it, whatever its status. */
  async order(orderId: number): Promise<OpenOrderRow | undefined> {
    const [row] = await this.db.select(ORDER_COLUMNS).from(orders).where(eq(orders.id, orderId));
    return row;
  }

  /** The artwork of each printed line of these orders, by order. */
  async artworkOf(orderIds: number[]): Promise<Map<number, LineArtwork[]>> {
    const byOrder = new Map<number, LineArtwork[]>();
    if (orderIds.length === 0) return byOrder;
    const rows = await this.db
      .select({
        orderId: orderLines.orderId,
        fileStatus: artworkFiles.status,
        // A version the shop made of this file (bleed added) waits for the customer's choice.
        offerWaiting: sql<boolean>`exists (
          select 1 from artwork_files offered
           where offered.corrected_from = ${artworkFiles.id} and offered.status = 'offered')`,
      })
      .from(orderLines)
      .leftJoin(artworkLines, eq(artworkLines.orderLineId, orderLines.id))
      .leftJoin(artworkFiles, eq(artworkFiles.id, artworkLines.fileId))
      .where(and(inArray(orderLines.orderId, orderIds), isNotNull(orderLines.printSize)));
    for (const row of rows) {
      const lines = byOrder.get(row.orderId) ?? [];
      lines.push(lineArtwork(row.fileStatus, row.offerWaiting));
      byOrder.set(row.orderId, lines);
    }
    return byOrder;
  }

  /**
   * The open orders with a line whose product has less stock left than the open orders of it
   * need together.
   */
  async stockShort(): Promise<Set<number>> {
    const needs = this.db
      .select({
        productId: orderLines.productId,
        needed: sql<number>`sum(${orderLines.quantity})`.as('needed'),
      })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(and(inArray(orders.status, OPEN_ORDER_STATUSES), isNotNull(orderLines.productId)))
      .groupBy(orderLines.productId)
      .as('needs');
    const rows = await this.db
      .selectDistinct({ orderId: orderLines.orderId })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .innerJoin(needs, eq(needs.productId, orderLines.productId))
      .innerJoin(products, eq(products.id, orderLines.productId))
      .where(
        and(inArray(orders.status, OPEN_ORDER_STATUSES), sql`${products.stock} < ${needs.needed}`),
      );
    return new Set(rows.map((row) => row.orderId));
  }

  /**
   * Claims an order's reminder of `kind`: true for the one caller that recorded it first, false
   * for every other (it was already sent, or is being sent by another sweep).
   */
  async claimReminder(
    orderId: number,
    kind: (typeof showReminders.$inferInsert)['kind'],
    deadline: string,
  ): Promise<boolean> {
    const rows = await this.db
      .insert(showReminders)
      .values({ orderId, kind, deadline })
      .onConflictDoNothing()
      .returning({ orderId: showReminders.orderId });
    return rows.length === 1;
  }
}
