import {
  centsToDollars,
  CURRENCY,
  ORDER_TRANSITIONS,
  type AdminOrdersResponse,
  type OrderDetail,
  type OrderSummary,
} from '@backlit/domain';
import { pipeline, Readable } from 'node:stream';
import type { Database } from '../../db/client';
import type { CopyOut } from '../../db/copy-out';
import { CrlfRows, csvHead, CsvWriter } from '../../platform/csv';
import { OrderLinks } from '../../platform/order-links';
import { AppError } from '../../platform/errors';
import { orderArtworkStates } from '../artwork';
import { accountCreditable } from '../terms';
import { OrderLifecycleRepository } from './order-lifecycle.repository';
import { EXPORT_HEADER, OrderExportRepository, type ExportBatch } from './order-export.repository';
import {
  OrderListRepository,
  type OrderSearch,
  type OrdersFilter,
  type OrdersSelection,
} from './order-list.repository';
import { billingView, blindShipView, lineViews, shippingView, taxView } from './order-view';
import {
  OrdersRepository,
  providerCapturedCents,
  type OrderRow,
  type PaymentRow,
} from './orders.repository';

/** Orders read per query of the CSV export. */
export const EXPORT_BATCH_SIZE = 2000;
/** Orders per piece of the answer: some 35 kB of text, short-lived for the garbage collector. */
const EXPORT_PIECE_SIZE = 250;

export const ORDER_NOT_FOUND = 'Order not found.';

function toSummary(order: OrderRow, artwork: OrderSummary['artwork'] = 'none'): OrderSummary {
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
    artwork,
  };
}

/** The back-office's view of orders. */
export class OrdersService {
  private readonly repository: OrdersRepository;
  private readonly listing: OrderListRepository;
  private readonly lifecycle: OrderLifecycleRepository;
  private readonly exports: OrderExportRepository;

  /** `copyOut`: the database's own CSV of a query, where it has one (PostgreSQL's COPY). */
  private readonly links: OrderLinks;

  constructor(
    private readonly db: Database,
    private readonly copyOut?: CopyOut,
  ) {
    this.repository = new OrdersRepository(db);
    this.listing = new OrderListRepository(db);
    this.exports = new OrderExportRepository(db);
    this.lifecycle = new OrderLifecycleRepository(db);
    this.links = new OrderLinks(db);
  }

  /**
   * A page of the orders matching `filter`: newest first, counted from the day totals; with a
   * search, the orders having its words, or only when none do, those with parts of them or near
   * misses, best match first.
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
      found = await this.listing.search(selection, { kind: 'words', q }, perPage, offset);
      if (found.total === 0) {
        found = await this.listing.search(selection, await this.listing.loose(q), perPage, offset);
      }
    } else if (selection.artwork || selection.deliver_by) {
      // The day totals know nothing of artwork or shows: such a selection is counted as read.
      found = await this.listing.search(selection, undefined, perPage, offset);
    } else {
      const total = await this.listing.count(selection);
      found = { rows: await this.listing.page(selection, perPage, offset, total), total };
    }
    const artwork = await orderArtworkStates(this.db, found.rows);
    return {
      orders: found.rows.map((order) => toSummary(order, artwork.get(order.id))),
      total: found.total,
      page,
      per_page: perPage,
    };
  }

  /**
   * The orders matching `filter` as a CSV file, newest first: the same selection as the list,
   * written as the client takes it, so memory stays flat whatever the count. On PostgreSQL the
   * server writes the rows (COPY) and they pass through untouched but for their line ends; on
   * the embedded database, which has no streamed COPY, they are read in keyset batches, the cells
   * written by the same query, and joined here. Either way the first rows are read before
   * answering, so a database failure then is still an error answer; one later ends the download
   * early.
   */
  async exportCsv(filter: OrdersFilter): Promise<Readable> {
    const { q, ...selection } = filter;
    const search = q ? await this.exportSearch(selection, q) : undefined;
    if (this.copyOut) {
      const rows = await this.copyOut(this.exports.statement(selection, search));
      // A failure on either side destroys both: the answer ends, the connection goes back.
      return pipeline(rows, new CrlfRows(csvHead(EXPORT_HEADER)), () => {});
    }
    const first = await this.exports.batch(selection, search, undefined, EXPORT_BATCH_SIZE);
    // Bytes, not objects: a piece of text is over the 16 kB the stream holds, so nothing more is
    // made before the client has taken what was.
    return Readable.from(this.exportText(selection, search, first), { objectMode: false });
  }

  /** The list's search: its words, or only when no order has them, the loose one. */
  private async exportSearch(selection: OrdersSelection, q: string): Promise<OrderSearch> {
    const words: OrderSearch = { kind: 'words', q };
    return (await this.listing.any(selection, words)) ? words : this.listing.loose(q);
  }

  /** The file's text a piece at a time, the next batch read while this one is written. */
  private async *exportText(
    selection: OrdersSelection,
    search: OrderSearch | undefined,
    first: ExportBatch,
  ): AsyncGenerator<string> {
    const csv = new CsvWriter(EXPORT_HEADER);
    let batch = first;
    for (;;) {
      const next = batch.last
        ? this.exports.batch(selection, search, batch.last, EXPORT_BATCH_SIZE)
        : undefined;
      // Awaited below; this only keeps a failure of a batch nobody awaits (the client left) from
      // being reported as unhandled.
      next?.catch(() => {});
      if (batch.rows.length === 0) yield csv.batch([]);
      for (let start = 0; start < batch.rows.length; start += EXPORT_PIECE_SIZE) {
        yield csv.batch(batch.rows.slice(start, start + EXPORT_PIECE_SIZE));
      }
      if (!next) return;
      batch = await next;
    }
  }

  async detail(id: number): Promise<OrderDetail> {
    const found = await this.repository.order(id);
    if (!found) throw new AppError('NOT_FOUND', ORDER_NOT_FOUND);
    const { order, lines, payment } = found;
    const [history, refunds, refunded, privateLinks, credit] = await Promise.all([
      this.lifecycle.history(id),
      this.lifecycle.refunds(id),
      this.lifecycle.refundedSoFar(id),
      this.links.view(id),
      accountCreditable(this.db, id),
    ]);
    const capturedCents = providerCapturedCents(payment);
    return {
      ...toSummary(order, (await orderArtworkStates(this.db, [order])).get(order.id)),
      lines: lineViews(lines),
      subtotal: centsToDollars(order.subtotalCents),
      rush: order.rush,
      rush_fee: centsToDollars(order.rushFeeCents),
      ...taxView(order),
      ...(order.blindShip ? { blind_ship: blindShipView(order.blindShip) } : {}),
      billing: billingView(order),
      ...shippingView(order),
      ordernotes: order.orderNotes,
      po_number: order.poNumber,
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
        // On account, what a credit note could still take off the invoice, and can now.
        refundable: centsToDollars(
          credit?.creditableCents ?? Math.max(capturedCents - refunded.cents, 0),
        ),
        ...(credit ? { creditable_now: centsToDollars(credit.nowCents) } : {}),
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
      in_account: order.userId !== null,
      private_links: privateLinks,
    };
  }
}

function paymentReference(payment: PaymentRow): OrderDetail['payment'] {
  return {
    provider: payment.provider,
    order_id: payment.providerOrderId,
    capture_id: payment.captureId,
    status: payment.status,
  };
}
