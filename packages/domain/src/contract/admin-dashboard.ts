import { z } from 'zod';
import { CURRENCY } from '../money';
import { DAY_OUT_OF_RANGE, isDayInRange } from './fields';
import { ORDER_STATUSES } from './orders';

/** Products with this many units or fewer are listed as low on stock. */
export const LOW_STOCK_THRESHOLD = 5;
/** How many low-stock products and recent orders the dashboard lists. */
export const DASHBOARD_LIST_SIZE = 8;
/** The period shown when none is asked for: the last 30 days, today included. */
export const DASHBOARD_DEFAULT_DAYS = 30;
/** The longest period the dashboard sums over (a leap year, both ends included). */
export const DASHBOARD_MAX_DAYS = 366;
/** The period picker's quick choices, in days. */
export const DASHBOARD_PERIOD_CHOICES = [7, 30, 90] as const;

const DAY_MS = 24 * 60 * 60 * 1000;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar day as `YYYY-MM-DD` (days are UTC days). */
export const CalendarDaySchema = z
  .string()
  .regex(ISO_DATE, { message: 'Use a date like 2026-01-31.', abort: true })
  .refine((value) => toIsoDate(new Date(`${value}T00:00:00Z`)) === value, {
    message: 'This is not a real date.',
    abort: true,
  })
  .refine(isDayInRange, DAY_OUT_OF_RANGE);

export function toIsoDate(date: Date): string {
  return Number.isNaN(date.getTime()) ? '' : date.toISOString().slice(0, 10);
}

/** The day `days` after (or before, when negative) an ISO date. */
export function addDays(isoDate: string, days: number): string {
  return toIsoDate(new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * DAY_MS));
}

/** Days from `from` to `to`, both included. */
export function daysInPeriod(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

export const DashboardQuerySchema = z
  .object({ from: CalendarDaySchema.optional(), to: CalendarDaySchema.optional() })
  .superRefine((query, context) => {
    if (!query.from || !query.to) return;
    if (query.from > query.to) {
      context.addIssue({
        code: 'custom',
        path: ['from'],
        message: 'The start must not be after the end.',
      });
    } else if (daysInPeriod(query.from, query.to) > DASHBOARD_MAX_DAYS) {
      context.addIssue({
        code: 'custom',
        path: ['to'],
        message: `The period may span at most ${DASHBOARD_MAX_DAYS} days.`,
      });
    }
  });
export type DashboardQuery = z.infer<typeof DashboardQuerySchema>;

export interface DashboardPeriod {
  from: string;
  to: string;
}

/**
 * The period the dashboard shows: the days asked for; a missing end is today, a missing start is
 * DASHBOARD_DEFAULT_DAYS before the end (cut so that it never comes after the end).
 */
export function dashboardPeriod(query: DashboardQuery, today: string): DashboardPeriod {
  const to = query.to ?? (query.from && query.from > today ? query.from : today);
  const from = query.from ?? addDays(to, 1 - DASHBOARD_DEFAULT_DAYS);
  return { from, to };
}

export const DashboardResponseSchema = z.object({
  status: z.literal(200),
  from: CalendarDaySchema,
  to: CalendarDaySchema,
  currency: z.literal(CURRENCY),
  new_orders: z.number().int(),
  new_customers: z.number().int(),
  /** Dollars: orders placed in the period, net of refunds (cancelled and refunded ones left out). */
  total_sales: z.number(),
  /** Every day of the period, oldest first, days without sales at 0. */
  sales_by_day: z.array(
    z.object({ date: CalendarDaySchema, orders: z.number().int(), sales: z.number() }),
  ),
  recent_orders: z.array(
    z.object({
      id: z.number().int(),
      tracking_no: z.string(),
      name: z.string(),
      status: z.enum(ORDER_STATUSES),
      on_account: z.boolean(),
      total: z.number(),
      created_at: z.iso.datetime({ offset: true }),
    }),
  ),
  low_stock: z.array(
    z.object({ id: z.number().int(), name: z.string(), sku: z.string(), stock: z.number().int() }),
  ),
  /** Artwork files checked and waiting for a person's review (the prepress queue). */
  artwork_to_review: z.number().int(),
});
export type DashboardResponse = z.infer<typeof DashboardResponseSchema>;
