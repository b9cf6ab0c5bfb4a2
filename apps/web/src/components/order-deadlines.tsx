import { planDeadlineRows, PLAN_VERDICT_LABEL, type OrderPlan } from '@backlit/domain';
import { CalendarPlus } from 'lucide-react';
import { formatDay } from '../lib/plan-format';
import { Button } from './ui/button';
import { Panel } from './ui/panel';

/**
 * The show or date an order was planned for and the days to act by, with the same days as a
 * calendar file to add to one's own calendar.
 */
export function OrderDeadlines({ plan, icsUrl }: { plan: OrderPlan; icsUrl: string }) {
  const title = plan.show ? `Deadlines for ${plan.show.name}` : 'Deadlines';
  return (
    <Panel title={title}>
      <p className="mb-3 text-slate-600">
        Planned by {plan.method}
        {plan.rush ? ' with 2-Day Rush' : ''}.{' '}
        {plan.late_accepted
          ? 'You confirmed that it may arrive after the day you need it.'
          : `${PLAN_VERDICT_LABEL[plan.verdict]} when ordered.`}
      </p>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
        {planDeadlineRows(plan).map((row) => (
          <div key={row.key} className="contents">
            <dt className="text-slate-600">{row.label}</dt>
            <dd className="font-semibold text-slate-900 tabular-nums">
              {formatDay(row.date)}
              {row.until && ` – ${formatDay(row.until)}`}
            </dd>
          </div>
        ))}
      </dl>
      <Button asChild variant="secondary" size="sm" className="mt-4">
        <a href={icsUrl} download>
          <CalendarPlus aria-hidden />
          Add to my calendar (.ics)
        </a>
      </Button>
    </Panel>
  );
}
