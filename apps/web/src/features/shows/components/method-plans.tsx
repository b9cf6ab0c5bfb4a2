import { formatDollars, type MethodPlanView } from '@backlit/domain';
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeaderCell,
  TableRow,
} from '../../../components/ui/table';
import { formatDay, formatDayWindow } from '../../../lib/plan-format';
import { VerdictBadge } from '../../../components/verdict-badge';

type MethodPlansProps = {
  caption: string;
  plans: readonly MethodPlanView[];
  /** Whether anything is printed: then the artwork and approval days count. */
  printed: boolean;
};

const day = (iso: string | null) => (iso === null ? '—' : formatDay(iso));

/**
 * Each shipping method's plan: the days to order (and send the print file), have it approved and
 * ship by, and when it would arrive if ordered now. One card per method on a phone.
 */
export function MethodPlans({ caption, plans, printed }: MethodPlansProps) {
  return (
    <Table stacked scrollLabel={caption}>
      <TableCaption>{caption}</TableCaption>
      <TableHead>
        <TableRow>
          <TableHeaderCell>Method</TableHeaderCell>
          <TableHeaderCell>{printed ? 'Order & artwork by' : 'Order by'}</TableHeaderCell>
          {printed && <TableHeaderCell>Approve proof by</TableHeaderCell>}
          <TableHeaderCell>Ships by</TableHeaderCell>
          <TableHeaderCell>Ordered today, arrives</TableHeaderCell>
          <TableHeaderCell>Verdict</TableHeaderCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {plans.map((plan) => (
          <TableRow key={plan.method_id}>
            <TableCell label="Method" className="font-medium text-slate-900">
              {/* One block, so that a phone's card shows it as one value beside its label. */}
              <span>
                {plan.method}
                <span className="block text-xs font-normal text-slate-500">
                  {plan.transit_days_min === plan.transit_days_max
                    ? `${plan.transit_days_max} working days in transit`
                    : `${plan.transit_days_min}–${plan.transit_days_max} working days in transit`}
                  {plan.price !== null &&
                    ` · ${plan.price === 0 ? 'free' : formatDollars(plan.price)}`}
                </span>
              </span>
            </TableCell>
            <TableCell
              label={printed ? 'Order & artwork by' : 'Order by'}
              className="font-semibold whitespace-nowrap text-slate-900"
            >
              {day(plan.order_by)}
            </TableCell>
            {printed && (
              <TableCell label="Approve proof by" className="whitespace-nowrap">
                {day(plan.approve_by)}
              </TableCell>
            )}
            <TableCell label="Ships by" className="whitespace-nowrap">
              {day(plan.ship_by)}
            </TableCell>
            <TableCell label="Ordered today, arrives">
              {formatDayWindow(plan.delivery_from, plan.delivery_to)}
            </TableCell>
            <TableCell label="Verdict">
              <VerdictBadge verdict={plan.verdict} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
