import { z } from 'zod';
import { CURRENCY } from '../money';
import { PAYMENT_LEDGER_PROVIDERS } from './checkout';
import {
  ORDER_PAYMENT_METHODS,
  ORDER_STATUSES,
  OrderDetailSchema,
  OrderHistoryEntrySchema,
  OrderLineSchema,
  OrderSummarySchema,
  PAYMENT_STATUSES,
} from './orders';
import { PageNumberSchema } from './fields';
import { OrderPlanSchema } from './shows';
import { CreditNoteSchema } from './terms';

/** The customer's side of orders: orders, invoices, payments, order again. */

export const ACCOUNT_ORDERS_PER_PAGE = 10;

// ---------------------------------------------------------------------------------------------
// Invoice numbers: INV-<year>-<6 digits>, counted without gaps within each calendar year (UTC).

export const INVOICE_NUMBER_PATTERN = /^INV-\d{4}-\d{6,}$/;

export function formatInvoiceNumber(year: number, sequence: number): string {
  return `INV-${year}-${String(sequence).padStart(6, '0')}`;
}

/** The file name a downloaded invoice is saved as. */
export function invoiceFilename(invoiceNumber: string): string {
  return `invoice-${invoiceNumber}.pdf`;
}

export const PAYMENT_PROVIDER_LABELS: Record<(typeof PAYMENT_LEDGER_PROVIDERS)[number], string> = {
  demo: 'Demo payment',
  paypal: 'PayPal',
  invoice: 'Invoice (on account)',
};

/**
 * The payment method an order records, as the payments' own pages name it; a value no provider
 * writes (an order from before the payments ledger) is shown as it was stored.
 */
export function orderPaymentMethodLabel(paymentMethod: string): string {
  const provider = PAYMENT_LEDGER_PROVIDERS.find(
    (candidate) => ORDER_PAYMENT_METHODS[candidate] === paymentMethod,
  );
  return provider ? PAYMENT_PROVIDER_LABELS[provider] : paymentMethod;
}

export const PAYMENT_STATUS_LABELS: Record<(typeof PAYMENT_STATUSES)[number], string> = {
  created: 'Not completed',
  capturing: 'Being captured',
  captured: 'Captured',
  refunding: 'Being refunded',
  refunded: 'Refunded',
  declined: 'Declined',
  abandoned: 'Not captured',
};

/**
 * A payment's state in words, of one method or (undefined) of any. An order on account is billed,
 * not charged: its "payment" reads Invoiced, and Credited once credit notes took all of it off.
 */
export function paymentStatusLabel(
  provider: (typeof PAYMENT_LEDGER_PROVIDERS)[number] | undefined,
  status: (typeof PAYMENT_STATUSES)[number],
): string {
  if (provider === 'invoice' && status === 'captured') return 'Invoiced';
  if (provider === 'invoice' && status === 'refunded') return 'Credited';
  return PAYMENT_STATUS_LABELS[status];
}

// ---------------------------------------------------------------------------------------------
// GET /api/account/orders?page

export const AccountOrdersQuerySchema = z.object({ page: PageNumberSchema });
export type AccountOrdersQuery = z.input<typeof AccountOrdersQuerySchema>;

export const AccountOrderSummarySchema = OrderSummarySchema.pick({
  id: true,
  tracking_no: true,
  status: true,
  total: true,
  currency: true,
  created_at: true,
}).extend({
  status_label: z.string(),
  /** Placed on account: billed by the company's invoice, paid later to its terms. */
  on_account: z.boolean(),
});
export type AccountOrderSummary = z.infer<typeof AccountOrderSummarySchema>;

export const AccountOrdersResponseSchema = z.object({
  status: z.literal(200),
  orders: z.array(AccountOrderSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
});
export type AccountOrdersResponse = z.infer<typeof AccountOrdersResponseSchema>;

// ---------------------------------------------------------------------------------------------
// GET /api/account/orders/{id}

/**
 * A step of the order's history as the customer sees it: the staff side's entry without who made
 * the change, plus the placing itself (`from` null) and the status's label.
 */
export const AccountOrderHistoryEntrySchema = OrderHistoryEntrySchema.omit({ by: true }).extend({
  from: z.enum(ORDER_STATUSES).nullable(),
  label: z.string(),
});
export type AccountOrderHistoryEntry = z.infer<typeof AccountOrderHistoryEntrySchema>;

export const InvoiceRefSchema = z.object({
  number: z.string(),
  issued_at: z.iso.datetime({ offset: true }),
  /** The day an order placed on account is due to be paid (absent or null: paid at once). */
  due_on: z.string().nullable().optional(),
});

export const AccountOrderDetailSchema = AccountOrderSummarySchema.extend({
  lines: z.array(OrderLineSchema),
  subtotal: z.number(),
  rush: z.boolean(),
  rush_fee: z.number(),
  tax: OrderDetailSchema.shape.tax,
  tax_total: z.number(),
  tax_exemption: OrderDetailSchema.shape.tax_exemption,
  billing: OrderDetailSchema.shape.billing,
  ship_to: OrderDetailSchema.shape.ship_to,
  trade_show: OrderDetailSchema.shape.trade_show,
  shipping: OrderDetailSchema.shape.shipping,
  plan: OrderDetailSchema.shape.plan,
  ordernotes: z.string().nullable(),
  po_number: OrderDetailSchema.shape.po_number,
  history: z.array(AccountOrderHistoryEntrySchema),
  /** The latest shipping, if the order has been shipped. */
  shipment: z
    .object({
      carrier: z.string().nullable(),
      tracking_number: z.string().nullable(),
      shipped_at: z.iso.datetime({ offset: true }),
    })
    .nullable(),
  invoice: InvoiceRefSchema.nullable(),
  /** What credit notes took off the invoice of an order placed on account, oldest first. */
  credit_notes: z.array(CreditNoteSchema),
  /**
   * For an order placed on account: what its invoice still asks for, after what was received and
   * what credit notes took off (0 once settled or cancelled). Null for an order paid at once.
   */
  balance_due: z.number().nullable(),
});
export type AccountOrderDetail = z.infer<typeof AccountOrderDetailSchema>;

export const AccountOrderResponseSchema = z.object({
  status: z.literal(200),
  order: AccountOrderDetailSchema,
});

// ---------------------------------------------------------------------------------------------
// POST /api/account/orders/{id}/reorder

export const ReorderResponseSchema = z.object({
  status: z.literal(200),
  message: z.string(),
  added: z.array(
    z.object({
      product_id: z.number().int(),
      name: z.string(),
      quantity: z.number().int(),
      /** How many the order had; more than `quantity` when the cart's bounds cut it. */
      requested: z.number().int(),
      /** Why fewer than requested were added. */
      reason: z.string().nullable(),
    }),
  ),
  skipped: z.array(z.object({ name: z.string(), sku: z.string(), reason: z.string() })),
});
export type ReorderResponse = z.infer<typeof ReorderResponseSchema>;

// ---------------------------------------------------------------------------------------------
// GET /api/account/invoices

export const AccountInvoiceSchema = InvoiceRefSchema.extend({
  order_id: z.number().int(),
  tracking_no: z.string(),
  total: z.number(),
  currency: z.literal(CURRENCY),
});
export type AccountInvoice = z.infer<typeof AccountInvoiceSchema>;

export const AccountInvoicesResponseSchema = z.object({
  status: z.literal(200),
  invoices: z.array(AccountInvoiceSchema),
});

// ---------------------------------------------------------------------------------------------
// GET /api/account/payments

export const AccountPaymentSchema = z.object({
  id: z.number().int(),
  created_at: z.iso.datetime({ offset: true }),
  /** Null while the shop is still finishing the order, or when the payment was refunded instead. */
  order_id: z.number().int().nullable(),
  tracking_no: z.string().nullable(),
  provider: z.enum(PAYMENT_LEDGER_PROVIDERS),
  /** The provider's capture id, or its order id while there is none. */
  reference: z.string(),
  amount: z.number(),
  currency: z.literal(CURRENCY),
  status: z.enum(PAYMENT_STATUSES),
  /** Dollars given back so far. */
  refunded: z.number(),
  /** Why the shop refunded it by itself (e.g. the product sold out while paying). */
  note: z.string().nullable(),
});
export type AccountPayment = z.infer<typeof AccountPaymentSchema>;

export const AccountPaymentsResponseSchema = z.object({
  status: z.literal(200),
  payments: z.array(AccountPaymentSchema),
});

/** The customer's company page in the account area. */
export const ACCOUNT_COMPANY_PATH = '/dashboard-client/company';

/** Checkout of the cart, or of an accepted quote. */
export function checkoutPath(quoteId?: number | null): string {
  return quoteId == null ? '/checkout' : `/checkout?quote=${quoteId}`;
}

/** Where the customer's order lives in the account area. */
export function accountOrderPath(orderId: number): string {
  return `/dashboard-client/orders/${orderId}`;
}

/** The invoice download of an order, for its owner. */
export function accountInvoicePath(orderId: number): string {
  return `/api/account/orders/${orderId}/invoice.pdf`;
}

/** One order planned for a show or a date, as the account's "My shows" lists it. */
export const AccountShowOrderSchema = z.object({
  order_id: z.number().int(),
  tracking_no: z.string(),
  status: z.enum(ORDER_STATUSES),
  on_account: z.boolean(),
  plan: OrderPlanSchema,
});
export type AccountShowOrder = z.infer<typeof AccountShowOrderSchema>;

/** GET /api/account/shows: the customer's planned orders, the soonest needed first. */
export const AccountShowsResponseSchema = z.object({
  status: z.literal(200),
  orders: z.array(AccountShowOrderSchema),
});
export type AccountShowsResponse = z.infer<typeof AccountShowsResponseSchema>;
