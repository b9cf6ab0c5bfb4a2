import { z } from 'zod';
import { ORDER_STATUSES } from './orders';

/** How many of each kind the top bar's search shows: enough to pick from, few to read. */
export const TOP_BAR_RESULTS = 5;
export const TOP_BAR_SEARCH_MIN = 2;
export const TOP_BAR_SEARCH_MAX = 100;

/** GET /api/admin/search?q — what the back-office top bar finds as staff type. */
export const TopBarSearchQuerySchema = z.object({
  q: z
    .string({ error: 'Type what to look for.' })
    .trim()
    .min(TOP_BAR_SEARCH_MIN, `Type at least ${TOP_BAR_SEARCH_MIN} characters.`)
    .max(TOP_BAR_SEARCH_MAX, `Keep it to ${TOP_BAR_SEARCH_MAX} characters.`),
});

/**
 * Orders by number, e-mail or name (the order list's own search), products by name or SKU (the
 * product list's), customers by name or e-mail; each best match first, at most TOP_BAR_RESULTS.
 */
export const TopBarSearchResponseSchema = z.object({
  status: z.literal(200),
  orders: z.array(
    z.object({
      id: z.number().int(),
      tracking_no: z.string(),
      name: z.string(),
      email: z.string(),
      status: z.enum(ORDER_STATUSES),
      on_account: z.boolean(),
    }),
  ),
  products: z.array(z.object({ id: z.number().int(), name: z.string(), sku: z.string() })),
  customers: z.array(z.object({ id: z.number().int(), name: z.string(), email: z.string() })),
});
export type TopBarSearchResponse = z.infer<typeof TopBarSearchResponseSchema>;

/**
 * The orders waiting for staff: paid and not yet in production. Nothing else needs staff to act
 * on its own (production, shipping and delivery follow from that first move).
 */
export const ORDERS_WAITING_STATUS = 'paid' satisfies (typeof ORDER_STATUSES)[number];

/**
 * GET /api/admin/orders-waiting — the bell's counts: orders waiting for staff, and open orders
 * the production board flags at risk of missing their ship-by day.
 */
export const OrdersWaitingResponseSchema = z.object({
  status: z.literal(200),
  count: z.number().int(),
  at_risk: z.number().int(),
});
export type OrdersWaitingResponse = z.infer<typeof OrdersWaitingResponseSchema>;
