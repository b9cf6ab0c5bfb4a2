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
import type { Database } from '../../db/client';
import { toCsv } from '../../platform/csv';
import { AppError } from '../../platform/errors';
import { OrderLifecycleRepository } from './order-lifecycle.repository';
import { billingView, lineViews } from './order-view';
import {
  OrdersRepository,
  type OrderRow,
  type OrdersFilter,
  type PaymentRow,
} from './orders.repository';

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
  private readonly lifecycle: OrderLifecycleRepository;

  constructor(db: Database) {
    this.repository = new OrdersRepository(db);
    this.lifecycle = new OrderLifecycleRepository(db);
  }

  async list(
    filter: OrdersFilter,
    page: number,
    perPage: number,
  ): Promise<Omit<AdminOrdersResponse, 'status'>> {
    const { rows, total } = await this.repository.page(filter, page, perPage);
    return { orders: rows.map(toSummary), total, page, per_page: perPage };
  }

  /** The orders matching `filter` as a CSV file, newest first. */
  async exportCsv(filter: OrdersFilter): Promise<string> {
    const rows = await this.repository.all(filter);
    return toCsv(
      CSV_HEADER,
      rows.map((order) => [
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
      ]),
    );
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

function paymentReference(payment: PaymentRow): OrderDetail['payment'] {
  return {
    provider: payment.provider,
    order_id: payment.providerOrderId,
    capture_id: payment.captureId,
    status: payment.status,
  };
}
