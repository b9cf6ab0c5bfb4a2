import {
  centsToAmount,
  centsToDollars,
  CURRENCY,
  ORDER_STATUS_LABELS,
  ORDER_TRANSITIONS,
  type AdminOrdersResponse,
  type OrderDetail,
  type OrderSummary,
} from '@backlit/domain';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Database } from '../../db/client';
import { csvStream, type CsvCell } from '../../platform/csv';
import { AppError } from '../../platform/errors';
import { OrderLifecycleRepository } from './order-lifecycle.repository';
import {
  NEAR_MISS_MIN_LENGTH,
  OrderListRepository,
  type ExportRow,
  type OrderMatch,
  type OrdersFilter,
} from './order-list.repository';
import { billingView, lineViews } from './order-view';
import { OrdersRepository, type OrderRow, type PaymentRow } from './orders.repository';

/** Orders read per query of the CSV export: a few hundred kilobytes of rows at a time. */
export const EXPORT_BATCH_SIZE = 1000;

export const ORDER_NOT_FOUND = 'Order not found.';

function toSummary(order: OrderRow): OrderSummary {
  return {
    id: order.id,
    tracking_no: order.trackingNo,
    phone: order.phone,
    email: order.email,
    payement_method: order.paymentMethod,
    name: `${order.firstName} ${order.lastName}`,
    status: order.status,
    total: centsToDollars(order.totalCents),
    currency: CURRENCY,
    created_at: order.createdAt.toISOString(),
  };
}

/** The back-office's view of orders. */
export class OrdersService {
  private readonly repository: OrdersRepository;
  private readonly listing: OrderListRepository;
  private readonly lifecycle: OrderLifecycleRepository;

  constructor(db: Database) {
    this.repository = new OrdersRepository(db);
    this.listing = new OrderListRepository(db);
    this.lifecycle = new OrderLifecycleRepository(db);
  }

  /**
   * A page of the orders matching `filter`: newest first, counted from the day totals; with a
   * search, best match first, and near misses only when nothing matches as typed.
   */
  async list(
    filter: OrdersFilter,
    page: number,
    perPage: number,
  ): Promise<Omit<AdminOrdersResponse, 'status'>> {
    const offset = (page - 1) * perPage;
    const { q, ...selection } = filter;
    let found: { rows: OrderRow[]; total: number };
    if (q) {
      found = await this.listing.search({ ...selection, q }, 'exact', perPage, offset);
      if (found.total === 0 && q.length >= NEAR_MISS_MIN_LENGTH) {
        found = await this.listing.search({ ...selection, q }, 'near', perPage, offset);
      }
    } else {
      const total = await this.listing.count(selection);
      found = { rows: await this.listing.page(selection, perPage, offset, total), total };
    }
    return { orders: found.rows.map(toSummary), total: found.total, page, per_page: perPage };
  }

  /**
   * The orders matching `filter` as a CSV file, newest first: the same selection as the list,
   * read in keyset batches and written as they come, so memory stays flat whatever the count.
   * The first batch is read before answering, so a database failure is still an error answer.
   */
  async exportCsv(filter: OrdersFilter): Promise<Readable> {
    const match = await this.exportMatch(filter);
    const first = await this.listing.exportBatch(filter, match, undefined, EXPORT_BATCH_SIZE);
    const csv = csvStream(CSV_HEADER);
    // A failure midway ends the answer early: the stream is destroyed and the client sees an
    // incomplete download instead of a file that looks whole.
    pipeline(Readable.from(this.exportRows(filter, match, first)), csv).catch(() => {});
    return csv;
  }

  private async exportMatch(filter: OrdersFilter): Promise<OrderMatch> {
    const { q } = filter;
    if (!q || q.length < NEAR_MISS_MIN_LENGTH) return 'exact';
    return (await this.listing.anyExact({ ...filter, q })) ? 'exact' : 'near';
  }

  /** Rows of the export, the next batch read while this one is written. */
  private async *exportRows(
    filter: OrdersFilter,
    match: OrderMatch,
    first: ExportRow[],
  ): AsyncGenerator<CsvCell[]> {
    let batch = first;
    for (;;) {
      const last = batch.at(-1);
      const next =
        batch.length === EXPORT_BATCH_SIZE && last
          ? this.listing.exportBatch(
              filter,
              match,
              { placedAt: last.placedAt, id: last.id },
              EXPORT_BATCH_SIZE,
            )
          : undefined;
      // Handled below; this only keeps a failure of a batch nobody awaits (the client left) from
      // being reported as unhandled.
      next?.catch(() => {});
      for (const order of batch) yield csvRow(order);
      if (!next) return;
      batch = await next;
    }
  }

  async detail(id: number): Promise<OrderDetail> {
    const found = await this.repository.order(id);
    if (!found) throw new AppError('NOT_FOUND', ORDER_NOT_FOUND);
    const { order, lines, payment } = found;
    const [history, refunds, refunded] = await Promise.all([
      this.lifecycle.history(id),
      this.lifecycle.refunds(id),
      this.lifecycle.refundedSoFar(id),
    ]);
    const capturedCents = payment.capturedCents ?? payment.amountCents;
    return {
      ...toSummary(order),
      lines: lineViews(lines),
      subtotal: centsToDollars(order.subtotalCents),
      rush: order.rush,
      rush_fee: centsToDollars(order.rushFeeCents),
      billing: billingView(order),
      ordernotes: order.orderNotes,
      promotions: order.promotions,
      payment: paymentReference(payment),
      shipment:
        order.carrier && order.shipmentTrackingNumber && order.shippedAt
          ? {
              carrier: order.carrier,
              tracking_number: order.shipmentTrackingNumber,
              shipped_at: order.shippedAt.toISOString(),
            }
          : null,
      amounts: {
        captured: centsToDollars(capturedCents),
        refunded: centsToDollars(refunded.cents),
        refundable: centsToDollars(Math.max(capturedCents - refunded.cents, 0)),
      },
      refunds: refunds.map(({ refund, by }) => ({
        id: refund.id,
        provider_refund_id: refund.providerRefundId,
        amount: centsToDollars(refund.amountCents),
        by,
        created_at: refund.createdAt.toISOString(),
      })),
      history: history.map(({ event, by }) => ({
        from: event.fromStatus,
        to: event.toStatus,
        at: event.createdAt.toISOString(),
        by,
        carrier: event.carrier,
        tracking_number: event.trackingNumber,
        refund: event.refundCents === null ? null : centsToDollars(event.refundCents),
        note: event.note,
      })),
      allowed_transitions: [...ORDER_TRANSITIONS[order.status]],
    };
  }
}

const CSV_HEADER = [
  'Order number',
  'Date',
  'Status',
  'Customer name',
  'Email',
  'Phone',
  'Country',
  'Subtotal',
  'Rush fee',
  'Total',
  'Payment method',
  'Carrier',
  'Tracking number',
] as const;

function csvRow(order: ExportRow): CsvCell[] {
  return [
    order.trackingNo,
    order.createdAt.toISOString(),
    ORDER_STATUS_LABELS[order.status],
    `${order.firstName} ${order.lastName}`,
    order.email,
    order.phone,
    order.country,
    centsToAmount(order.subtotalCents),
    centsToAmount(order.rushFeeCents),
    centsToAmount(order.totalCents),
    order.paymentMethod,
    order.carrier,
    order.shipmentTrackingNumber,
  ];
}

function paymentReference(payment: PaymentRow): OrderDetail['payment'] {
  return {
    provider: payment.provider,
    order_id: payment.providerOrderId,
    capture_id: payment.captureId,
    status: payment.status,
  };
}
