import {
  addDays,
  DashboardQuerySchema,
  DASHBOARD_DEFAULT_DAYS,
  DASHBOARD_PERIOD_CHOICES,
  toIsoDate,
  type DashboardPeriod,
} from '@backlit/domain';

export type PeriodChoice = (typeof DASHBOARD_PERIOD_CHOICES)[number] | 'custom';

/** The last `days` days, today (a UTC day, as the server counts) included. */
export function lastDays(days: number, now = new Date()): DashboardPeriod {
  const to = toIsoDate(now);
  return { from: addDays(to, 1 - days), to };
}

/**
 * The period the URL asks for: `?from=…&to=…` (custom), or `?days=7|30|90`; anything else is
 * the last DASHBOARD_DEFAULT_DAYS days.
 */
export function periodFromSearch(
  search: URLSearchParams,
  now = new Date(),
): { period: DashboardPeriod; choice: PeriodChoice } {
  const custom = DashboardQuerySchema.safeParse({
    from: search.get('from') ?? undefined,
    to: search.get('to') ?? undefined,
  });
  if (custom.success && custom.data.from && custom.data.to) {
    return { period: { from: custom.data.from, to: custom.data.to }, choice: 'custom' };
  }
  const days = Number(search.get('days'));
  const choice =
    DASHBOARD_PERIOD_CHOICES.find((choice) => choice === days) ?? DASHBOARD_DEFAULT_DAYS;
  return { period: lastDays(choice, now), choice: choice as PeriodChoice };
}
