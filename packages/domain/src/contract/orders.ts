import { z } from 'zod';
import { CURRENCY, PAYMENT_PROVIDERS } from './checkout';
import { PageNumberSchema } from './products';

/**
 * An order's life. Checkout creates orders as `paid` (no order exists without a completed
 * capture); the back-office moves them on (the transitions are issue 7's).
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

/** Where a payment stands with its provider. */
export const PAYMENT_STATUSES = ['created', 'captured', 'refunded', 'declined'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const ADMIN_ORDERS_PER_PAGE = 25;
export const ADMIN_ORDERS_PER_PAGE_MAX = 100;

/** A row of the admin list: the spec's fields (payement_method spelled as given) and a few more. */
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

export const OrderDetailSchema = OrderSummarySchema.extend({
  lines: z.array(OrderLineSchema),
  subtotal: z.number(),
  rush: z.boolean(),
  rush_fee: z.number(),
  billing: z.object({
    firstname: z.string(),
    lastname: z.string(),
    companyname: z.string().nullable(),
    streetaddress: z.string(),
    streetaddressoptional: z.string().nullable(),
    city: z.string(),
    state_contry: z.string(),
    zip: z.string(),
    country: z.string(),
    phone: z.string(),
    email: z.string(),
  }),
  ordernotes: z.string().nullable(),
  promotions: z.boolean(),
  payment: z.object({
    provider: z.enum(PAYMENT_PROVIDERS),
    order_id: z.string(),
    capture_id: z.string().nullable(),
    status: z.enum(PAYMENT_STATUSES),
  }),
});
export type OrderDetail = z.infer<typeof OrderDetailSchema>;

/** GET /api/orders?page&per_page — newest first. */
export const AdminOrdersQuerySchema = z.object({
  page: PageNumberSchema,
  per_page: z.coerce
    .number({ error: 'The page size must be a number.' })
    .int('The page size must be a whole number.')
    .min(1, 'The page size must be at least 1.')
    .max(
      ADMIN_ORDERS_PER_PAGE_MAX,
      `The page size may not be greater than ${ADMIN_ORDERS_PER_PAGE_MAX}.`,
    )
    .default(ADMIN_ORDERS_PER_PAGE),
});
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
  orderId: z.coerce.number({ error: 'The order must be a number.' }).int().positive(),
});

/** GET /api/orders/{id} (staff). */
export const OrderDetailResponseSchema = z.object({
  status: z.literal(200),
  order: OrderDetailSchema,
});
