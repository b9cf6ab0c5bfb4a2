import {
  DashboardQuerySchema,
  DASHBOARD_PERIOD_CHOICES,
  type DashboardPeriod,
} from '@backlit/domain';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { cn } from '../../../lib/cn';
import type { PeriodChoice } from '../lib/period';

type PeriodPickerProps = {
  period: DashboardPeriod;
  choice: PeriodChoice;
  /** Opens the custom period (its dates go into the URL). */
  onCustom: (period: DashboardPeriod) => void;
};

/** Quick choices (7, 30, 90 days) as links, and a from–to form for any other period. */
export function PeriodPicker({ period, choice, onCustom }: PeriodPickerProps) {
  const [from, setFrom] = useState(period.from);
  const [to, setTo] = useState(period.to);
  const [errors, setErrors] = useState<{ from?: string; to?: string }>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = DashboardQuerySchema.safeParse({ from, to });
    if (!parsed.success) {
      const found: { from?: string; to?: string } = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] === 'to' ? 'to' : 'from';
        found[field] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    onCustom({ from, to });
  };

  return (
    <div className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 lg:flex-row lg:items-end lg:justify-between">
      <nav aria-label="Period">
        <ul className="flex flex-wrap gap-2">
          {DASHBOARD_PERIOD_CHOICES.map((days) => (
            <li key={days}>
              <Link
                to={`?days=${days}`}
                aria-current={choice === days ? 'true' : undefined}
                className={cn(
                  'inline-flex h-9 items-center rounded-lg border px-3 text-sm font-medium',
                  choice === days
                    ? 'border-night-900 bg-night-900 text-white dark:border-glow-400 dark:bg-glow-400 dark:text-night-900'
                    : 'border-slate-300 text-slate-700 hover:bg-slate-50',
                )}
              >
                Last {days} days
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <form
        onSubmit={submit}
        noValidate
        aria-label="Custom period"
        className="flex flex-wrap items-start gap-3"
      >
        <Input
          type="date"
          label="From"
          value={from}
          onChange={(event) => setFrom(event.target.value)}
          error={errors.from}
          containerClassName="w-40"
        />
        <Input
          type="date"
          label="To"
          value={to}
          onChange={(event) => setTo(event.target.value)}
          error={errors.to}
          containerClassName="w-40"
        />
        <Button type="submit" variant="secondary" className="mt-6.5">
          Show
        </Button>
      </form>
    </div>
  );
}
