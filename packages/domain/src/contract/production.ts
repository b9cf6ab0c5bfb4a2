import { z } from 'zod';
import { PRODUCTION_GROUPS, PRODUCTION_RISKS } from '../production';
import { ORDER_STATUSES } from './orders';

/** One open order on the production board, with what puts it at risk. */
export const ProductionOrderSchema = z.object({
  id: z.number().int(),
  tracking_no: z.string(),
  name: z.string(),
  email: z.string(),
  status: z.enum(ORDER_STATUSES),
  /** Placed on account: billed by the company's invoice, paid later to its terms. */
  on_account: z.boolean(),
  ship_by: z.string().nullable(),
  artwork_by: z.string().nullable(),
  approve_by: z.string().nullable(),
  /** The day the order is needed by, and the show it is for (null: a date only, or unplanned). */
  target: z.string().nullable(),
  show_name: z.string().nullable(),
  risks: z.array(z.enum(PRODUCTION_RISKS)),
});
export type ProductionOrder = z.infer<typeof ProductionOrderSchema>;

/**
 * GET /api/admin/production — the paid orders not yet shipped, grouped by ship-by day (overdue,
 * today, tomorrow, later, then those planned for nothing), each group soonest first.
 */
export const ProductionBoardResponseSchema = z.object({
  status: z.literal(200),
  /** Today in the shop's time zone, which the groups are counted from. */
  today: z.string(),
  at_risk: z.number().int(),
  groups: z.array(
    z.object({ group: z.enum(PRODUCTION_GROUPS), orders: z.array(ProductionOrderSchema) }),
  ),
});
export type ProductionBoardResponse = z.infer<typeof ProductionBoardResponseSchema>;
