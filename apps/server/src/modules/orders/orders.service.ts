import {
  centsToDollars,
  CURRENCY,
  type AdminOrdersResponse,
  type OrderDetail,
  type OrderSummary,
} from '@backlit/domain';
import type { Database } from '../../db/client';
import { AppError } from '../../platform/errors';
import { OrdersRepository, type OrderRow, type PaymentRow } from './orders.repository';

export const ORDER_NOT_FOUND = 'Order not found.';

function toSummary(order: OrderRow): OrderSummary {
  return {
    id: order.id,
    tracking_no: order.trackingNo,
    phone: order.phone,
    email: order.email,
    payement_method: order.payementMethod,
    name: `${order.firstname} ${order.lastname}`,
    status: order.status,
    total: centsToDollars(order.totalCents),
    currency: CURRENCY,
    created_at: order.createdAt.toISOString(),
  };
}

/** The back-office's view of orders. */
export class OrdersService {
  private readonly repository: OrdersRepository;

  constructor(db: Database) {
    this.repository = new OrdersRepository(db);
  }

  async list(page: number, perPage: number): Promise<Omit<AdminOrdersResponse, 'status'>> {
    const { rows, total } = await this.repository.page(page, perPage);
    return { orders: rows.map(toSummary), total, page, per_page: perPage };
  }

  async detail(id: number): Promise<OrderDetail> {
    const found = await this.repository.order(id);
    if (!found) throw new AppError('NOT_FOUND', ORDER_NOT_FOUND);
    const { order, lines, payment } = found;
    return {
      ...toSummary(order),
      lines: lines.map((line) => ({
        product_id: line.productId,
        name: line.name,
        sku: line.sku,
        unit_price: centsToDollars(line.unitPriceCents),
        quantity: line.quantity,
        line_total: centsToDollars(line.unitPriceCents * line.quantity),
      })),
      subtotal: centsToDollars(order.subtotalCents),
      rush: order.rush,
      rush_fee: centsToDollars(order.rushFeeCents),
      billing: {
        firstname: order.firstname,
        lastname: order.lastname,
        companyname: order.companyname,
        streetaddress: order.streetaddress,
        streetaddressoptional: order.streetaddressoptional,
        city: order.city,
        state_contry: order.stateContry,
        zip: order.zip,
        country: order.country,
        phone: order.phone,
        email: order.email,
      },
      ordernotes: order.ordernotes,
      promotions: order.promotions,
      payment: paymentReference(payment),
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
