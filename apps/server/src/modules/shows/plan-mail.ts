import {
  deadlineRowText,
  formatDeadlineDay,
  planDeadlineRows,
  type OrderPlan,
} from '@backlit/domain';
import { planIcs, planIcsFilename } from './plan-calendar';

export { planDeadlineRows };

/**
 * The deadline lines an e-mail about a planned order carries: what it is planned for, then each
 * day to act by. Empty for an order planned for nothing.
 */
export function planDeadlineLines(plan: OrderPlan | null | undefined): string[] {
  if (!plan) return [];
  const heading = plan.show
    ? `Planned for ${plan.show.name}, by ${plan.method}${plan.rush ? ' with 2-Day Rush' : ''}:`
    : `Planned to arrive by a date, by ${plan.method}${plan.rush ? ' with 2-Day Rush' : ''}:`;
  return [heading, ...planDeadlineRows(plan).map(deadlineRowText)];
}

/** The days to act by as the order confirmation's deadline rows (label, day as written). */
export function planMailDeadlines(
  plan: OrderPlan | null | undefined,
): { label: string; date: string }[] {
  if (!plan) return [];
  return planDeadlineRows(plan).map((row) => ({
    label: row.label,
    date: formatDeadlineDay(row.date) + (row.until ? ` – ${formatDeadlineDay(row.until)}` : ''),
  }));
}

/** The deadlines as a calendar file to attach, or none for an order planned for nothing. */
export function planCalendarAttachment(
  plan: OrderPlan | null | undefined,
  trackingNo: string,
  url: string,
): { filename: string; content: string; contentType: string }[] {
  if (!plan) return [];
  return [
    {
      filename: planIcsFilename(trackingNo),
      content: planIcs(plan, { trackingNo, now: new Date(), url }),
      contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
    },
  ];
}
