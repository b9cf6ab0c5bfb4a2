import { dollarsToCents, formatMoney, type DashboardResponse } from '@backlit/domain';
import { useId } from 'react';
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeaderCell,
  TableRow,
} from '../../../components/ui/table';

const BAR = 10;
const GAP = 2;
const HEIGHT = 160;

const dayLabel = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});
const formatDay = (isoDate: string) => dayLabel.format(new Date(`${isoDate}T00:00:00Z`));

/**
 * Sales by day as bars drawn in SVG. The picture is described for screen readers in one
 * sentence, and every figure is in the table below it.
 */
export function SalesChart({ days: answer }: { days: DashboardResponse['sales_by_day'] }) {
  const titleId = useId();
  const descId = useId();
  const days = answer.map((day) => ({ ...day, cents: dollarsToCents(day.sales) }));
  const max = Math.max(...days.map((day) => day.cents), 0);
  const best = days.find((day) => day.cents === max);
  const total = days.reduce((sum, day) => sum + day.cents, 0);
  const width = days.length * (BAR + GAP);
  const summary =
    max === 0
      ? `No sales between ${formatDay(days[0]!.date)} and ${formatDay(days.at(-1)!.date)}.`
      : `${formatMoney(total)} over ${days.length} days; the best day was ${formatDay(best!.date)} with ${formatMoney(max)}.`;

  return (
    <section aria-labelledby={titleId} className="rounded-xl border border-slate-200 bg-white p-5">
      <div className="flex items-baseline justify-between gap-4">
        <h2 id={titleId} className="text-lg font-semibold text-slate-900">
          Sales by day
        </h2>
        <p className="text-xs text-slate-500">Highest day: {formatMoney(max)}</p>
      </div>
      <p id={descId} className="mt-1 text-sm text-slate-600">
        {summary}
      </p>
      <svg
        role="img"
        aria-labelledby={titleId}
        aria-describedby={descId}
        viewBox={`0 0 ${width} ${HEIGHT}`}
        preserveAspectRatio="none"
        className="mt-4 h-40 w-full"
      >
        <line x1={0} x2={width} y1={HEIGHT - 0.5} y2={HEIGHT - 0.5} className="stroke-slate-300" />
        {days.map((day, index) => {
          const height = max === 0 ? 0 : Math.max((day.cents / max) * (HEIGHT - 4), 1);
          return (
            <rect
              key={day.date}
              x={index * (BAR + GAP)}
              y={HEIGHT - height}
              width={BAR}
              height={height}
              rx={1.5}
              className="fill-glow-500"
            >
              <title>{`${formatDay(day.date)}: ${formatMoney(day.cents)} (${day.orders} order${day.orders === 1 ? '' : 's'})`}</title>
            </rect>
          );
        })}
      </svg>
      <div className="mt-1 flex justify-between text-xs text-slate-500" aria-hidden>
        <span>{formatDay(days[0]!.date)}</span>
        <span>{formatDay(days.at(-1)!.date)}</span>
      </div>
      <details className="mt-4 text-sm">
        <summary className="cursor-pointer font-medium text-slate-700">
          Show the figures as a table
        </summary>
        <div className="mt-3">
          <Table>
            <TableCaption>Sales by day</TableCaption>
            <TableHead>
              <TableRow>
                <TableHeaderCell>Day</TableHeaderCell>
                <TableHeaderCell className="text-right">Orders</TableHeaderCell>
                <TableHeaderCell className="text-right">Sales</TableHeaderCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {days.map((day) => (
                <TableRow key={day.date}>
                  <TableCell>{formatDay(day.date)}</TableCell>
                  <TableCell className="text-right">{day.orders}</TableCell>
                  <TableCell className="text-right">{formatMoney(day.cents)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      </details>
    </section>
  );
}
