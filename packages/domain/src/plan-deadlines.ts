import type { OrderPlan } from './contract/shows';

/** One day an order's plan asks the buyer or the shop to act by, as e-mails and pages list it. */
export interface PlanDeadlineRow {
  /** What happens by then, e.g. "Upload artwork by". */
  label: string;
  /** `YYYY-MM-DD` */
  date: string;
  /** The last day of a window (the delivery), when it spans more than one. */
  until?: string;
  /** A stable name for the row, e.g. for a calendar entry's identity. */
  key: 'order_by' | 'artwork_by' | 'approve_by' | 'ship_by' | 'delivery' | 'target';
}

/**
 * The days an order's plan names, in the order they come: pay, upload, approve, ship, arrive,
 * and the day it must be there. Days the plan has none for (nothing printed, no day makes it)
 * are left out. Every e-mail, page and calendar file lists these same rows.
 */
export function planDeadlineRows(plan: OrderPlan): PlanDeadlineRow[] {
  const where = plan.show ? `at ${plan.show.name}` : 'at the delivery address';
  const rows: (PlanDeadlineRow | null)[] = [
    plan.order_by === null
      ? null
      : { key: 'order_by', label: 'Order and pay by', date: plan.order_by },
    plan.artwork_by === null
      ? null
      : { key: 'artwork_by', label: 'Upload artwork by', date: plan.artwork_by },
    plan.approve_by === null
      ? null
      : { key: 'approve_by', label: 'Approve the proof by', date: plan.approve_by },
    plan.ship_by === null ? null : { key: 'ship_by', label: 'Ships by', date: plan.ship_by },
    {
      key: 'delivery',
      label: 'Expected delivery',
      date: plan.delivery_from,
      ...(plan.delivery_to !== plan.delivery_from && { until: plan.delivery_to }),
    },
    { key: 'target', label: `Needed ${where} by`, date: plan.target },
  ];
  return rows.filter((row): row is PlanDeadlineRow => Boolean(row));
}

let dayFormat: Intl.DateTimeFormat | undefined;

/** "Tue, Dec 8, 2026": a calendar day read in UTC, so it never shifts by a zone. */
export function formatDeadlineDay(iso: string): string {
  dayFormat ??= new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return dayFormat.format(new Date(`${iso}T00:00:00Z`));
}

/** A row as one line of text: "Upload artwork by: Tue, Dec 8, 2026". */
export function deadlineRowText(row: PlanDeadlineRow): string {
  const until = row.until ? ` – ${formatDeadlineDay(row.until)}` : '';
  return `${row.label}: ${formatDeadlineDay(row.date)}${until}`;
}
