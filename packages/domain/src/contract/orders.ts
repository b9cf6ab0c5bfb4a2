import { z } from 'zod';
import { OrderPlanSchema } from './shows';
import { OrderLinksViewSchema } from './order-links';
import { TaxLineSchema } from './tax';
import { TaxExemptionSchema } from './tax-exemptions';
import { BlindShipViewSchema } from './company-sender';
import { CURRENCY } from '../money';
import { ARTWORK_FILTERS, ORDER_ARTWORK_STATES } from '../artwork';
import {
  AddressViewSchema,
  PAYMENT_LEDGER_PROVIDERS,
  type PaymentLedgerProvider,
} from './checkout';
import {
  blankToUndefined,
  DAY_OUT_OF_RANGE,
  idParam,
  isDayInRange,
  optionalText,
  PageNumberSchema,
  pageSizeParam,
} from './fields';

/**
 * An order's life. Checkout creates orders as `paid` (no order exists without a completed
 * capture); the back-office moves them on through the transitions table in order-status.ts.
 */
export const ORDER_STATUSES = [
  'paid',
  'in_production',
  'shipped',
  'delivered',
  'cancelled',
  'refunded',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  paid: 'Paid',
  in_production: 'In production',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
};

/**
 * The payment method an order records (the admin list's `payement_method`), by what paid it:
 * written when the order is placed and never changed.
 */
export const ORDER_PAYMENT_METHODS: Record<PaymentLedgerProvider, string> = {
  demo: 'Demo',
  paypal: 'PayPal',
  invoice: 'Invoice',
};

/** Whether an order was placed on account, from the payment method it records. */
export function isOnAccountOrder(paymentMethod: string): boolean {
  return paymentMethod === ORDER_PAYMENT_METHODS.invoice;
}

/**
 * An order's status as people read it. An order on account is not paid when it is placed (its
 * invoice is, later, to the company's terms), so its first status reads "On account".
 */
export function orderStatusLabel(status: OrderStatus, onAccount: boolean): string {
  return status === 'paid' && onAccount ? 'On account' : ORDER_STATUS_LABELS[status];
}

/**
 * The status an account's order list shows, worked out once for every list that shows one: the
 * status, its label and whether the order is on account, from the payment method it records.
 */
export function accountOrderStatus(status: OrderStatus, paymentMethod: string) {
  const onAccount = isOnAccountOrder(paymentMethod);
  return { status, status_label: orderStatusLabel(status, onAccount), on_account: onAccount };
}

/**
 * Where a payment stands. The shop records `capturing` before it asks the provider to take the
 * money, so a crash at any point leaves a payment that reconciliation can finish: a captured
 * payment ends with exactly one order (it stays `captured`, tied to it) or a full refund.
 * The moves are in payment-status.ts.
 */
export const PAYMENT_STATUSES = [
  'created',
  'capturing',
  'captured',
  'refunding',
  'refunded',
  'declined',
  'abandoned',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const ADMIN_ORDERS_PER_PAGE = 25;
export const ADMIN_ORDERS_PER_PAGE_MAX = 100;

/**
 * A row of the admin list: the published fields (`payement_method` misspelled, as clients read
 * it) and a few more.
 */
export const OrderSummarySchema = z.object({
  id: z.number().int(),
  tracking_no: z.string(),
  phone: z.string(),
  email: z.string(),
  payement_method: z.string(),
  name: z.string(),
  status: z.enum(ORDER_STATUSES),
  /** Dollars. */
  total: z.number(),
  currency: z.literal(CURRENCY),
  created_at: z.iso.datetime({ offset: true }),
  /** Its printed lines' artwork at a glance (the most urgent line's state). */
  artwork: z.enum(ORDER_ARTWORK_STATES),
});
export type OrderSummary = z.infer<typeof OrderSummarySchema>;

/** A line as it was bought: a snapshot that later catalogue edits do not change. */
export const OrderLineSchema = z.object({
  /** Null once the product was deleted. */
  product_id: z.number().int().nullable(),
  name: z.string(),
  sku: z.string(),
  unit_price: z.number(),
  quantity: z.number().int(),
  line_total: z.number(),
});
export type OrderLine = z.infer<typeof OrderLineSchema>;

/** A refund given through the payment provider. */
export const OrderRefundSchema = z.object({
  id: z.number().int(),
  provider_refund_id: z.string(),
  /** Dollars. */
  amount: z.number(),
  /** The staff member's e-mail; null when it came from the provider (e.g. its dashboard). */
  by: z.string().nullable(),
  created_at: z.iso.datetime({ offset: true }),
});
export type OrderRefund = z.infer<typeof OrderRefundSchema>;

/** One status change; a partial refund keeps the status (from = to) and says the amount. */
export const OrderHistoryEntrySchema = z.object({
  from: z.enum(ORDER_STATUSES),
  to: z.enum(ORDER_STATUSES),
  at: z.iso.datetime({ offset: true }),
  /** The staff member's e-mail; null for the payment provider. */
  by: z.string().nullable(),
  carrier: z.string().nullable(),
  tracking_number: z.string().nullable(),
  /** Dollars refunded with this change. */
  refund: z.number().nullable(),
  note: z.string().nullable(),
});
export type OrderHistoryEntry = z.infer<typeof OrderHistoryEntrySchema>;

/** The ship-to address an order keeps. */
export const ShipToViewSchema = AddressViewSchema;
export type ShipToView = z.infer<typeof ShipToViewSchema>;

export const TradeShowViewSchema = z.object({
  name: z.string(),
  booth: z.string(),
  exhibitor: z.string(),
  /** YYYY-MM-DD */
  deliver_by: z.string(),
});
export type TradeShowView = z.infer<typeof TradeShowViewSchema>;

/** The shipping method of a placed order: a snapshot that later rate changes leave alone. */
export const OrderShippingSchema = z.object({
  method: z.string(),
  /** Dollars; 0 when free. */
  price: z.number(),
  transit_days_min: z.number().int(),
  transit_days_max: z.number().int(),
  /** Estimated delivery window when the order was placed, YYYY-MM-DD. */
  delivery_from: z.string(),
  delivery_to: z.string(),
});
export type OrderShipping = z.infer<typeof OrderShippingSchema>;

export const OrderDetailSchema = OrderSummarySchema.extend({
  lines: z.array(OrderLineSchema),
  subtotal: z.number(),
  rush: z.boolean(),
  rush_fee: z.number(),
  /** Sales tax charged, per component, and in all. */
  tax: z.array(TaxLineSchema),
  tax_total: z.number(),
  /** The resale certificate that took the region's tax off (absent when taxed). */
  tax_exemption: TaxExemptionSchema.optional(),
  /** Shipped under the buyer's company's name (absent when the shop is the sender). */
  blind_ship: BlindShipViewSchema.optional(),
  // Checked at checkout with the billing rules, which ask for a phone and an e-mail.
  billing: AddressViewSchema.extend({ phone: z.string(), email: z.string() }),
  /** Where the order goes (null on orders placed before ship-to existed: the billing address). */
  ship_to: ShipToViewSchema.nullable(),
  /** Delivery to a trade-show booth, when asked for. */
  trade_show: TradeShowViewSchema.nullable(),
  /** The method as it was chosen and priced when the order was placed. */
  shipping: OrderShippingSchema.nullable(),
  /** The show or date the order was planned for, with its deadlines (absent: none). */
  plan: OrderPlanSchema.nullable().optional(),
  ordernotes: z.string().nullable(),
  /** The company buyer's purchase-order number (absent: none given). */
  po_number: z.string().nullable().optional(),
  promotions: z.boolean(),
  payment: z.object({
    provider: z.enum(PAYMENT_LEDGER_PROVIDERS),
    order_id: z.string(),
    capture_id: z.string().nullable(),
    status: z.enum(PAYMENT_STATUSES),
  }),
  /** Set once the order is shipped. */
  shipment: z
    .object({
      carrier: z.string(),
      tracking_number: z.string(),
      shipped_at: z.iso.datetime({ offset: true }),
    })
    .nullable(),
  /** Dollars: what the provider captured, what was given back so far, what may still be. */
  amounts: z.object({
    captured: z.number(),
    refunded: z.number(),
    refundable: z.number(),
    /**
     * On account only: what a credit note can take off now, no more than the invoice still asks
     * for (money received is recorded as returned before it can be credited).
     */
    creditable_now: z.number().optional(),
  }),
  refunds: z.array(OrderRefundSchema),
  /** Every status change after the order was placed, oldest first. */
  history: z.array(OrderHistoryEntrySchema),
  /** The moves the transitions table allows from the order's status now. */
  allowed_transitions: z.array(z.enum(ORDER_STATUSES)),
  /** False for an order placed without an account that no account has claimed yet. */
  in_account: z.boolean(),
  /** The private links of an order placed without an account (none for the others). */
  private_links: OrderLinksViewSchema,
});
export type OrderDetail = z.infer<typeof OrderDetailSchema>;

const calendarDate = (label: string) =>
  z.preprocess(
    blankToUndefined,
    z.iso
      .date({ error: `The ${label} date must be a date like 2026-01-31.`, abort: true })
      .refine(isDayInRange, DAY_OUT_OF_RANGE)
      .optional(),
  );

const filterFields = {
  status: z.preprocess(
    blankToUndefined,
    z.enum(ORDER_STATUSES, { error: 'Choose a valid order status.' }).optional(),
  ),
  /** Placed on or after this day (UTC). */
  from: calendarDate('from'),
  /** Placed on or before this day (UTC). */
  to: calendarDate('to'),
  /** Order number, e-mail or customer name; any case. */
  q: optionalText('search', 200),
  /** Orders that must be at a trade show by this day. */
  deliver_by: calendarDate('deliver-by'),
  /** Orders with a printed line in this artwork state (approved: all of them). */
  artwork: z.preprocess(
    blankToUndefined,
    z.enum(ARTWORK_FILTERS, { error: 'Choose a valid artwork state.' }).optional(),
  ),
};

const datesInOrder = (filter: { from?: string | undefined; to?: string | undefined }) =>
  !filter.from || !filter.to || filter.from <= filter.to;
const DATES_OUT_OF_ORDER = {
  path: ['to'],
  message: 'The to date must be on or after the from date.',
};

/** The filters of the admin list and of its CSV export; blank fields are no filter. */
export const AdminOrdersFilterSchema = z
  .object(filterFields)
  .refine(datesInOrder, DATES_OUT_OF_ORDER);
export type AdminOrdersFilter = z.input<typeof AdminOrdersFilterSchema>;

/** GET /api/orders?page&per_page&status&from&to&q — newest first. */
export const AdminOrdersQuerySchema = z
  .object({
    ...filterFields,
    page: PageNumberSchema,
    per_page: pageSizeParam(ADMIN_ORDERS_PER_PAGE_MAX, ADMIN_ORDERS_PER_PAGE),
  })
  .refine(datesInOrder, DATES_OUT_OF_ORDER);
export type AdminOrdersQuery = z.input<typeof AdminOrdersQuerySchema>;

export const AdminOrdersResponseSchema = z.object({
  status: z.literal(200),
  orders: z.array(OrderSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
});
export type AdminOrdersResponse = z.infer<typeof AdminOrdersResponseSchema>;

export const OrderIdParamsSchema = z.object({
  orderId: idParam(),
});

/** GET /api/orders/{id} (staff). */
export const OrderDetailResponseSchema = z.object({
  status: z.literal(200),
  order: OrderDetailSchema,
});
