import {
  formatDollars,
  RECEIVABLE_AGE_LABELS,
  RECEIVABLE_AGES,
  type AgedAmounts,
} from '@backlit/domain';
import { TriangleAlert } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { overdueTone, type OverdueTone } from './overdue-tone';

const CARD_TONES: Record<OverdueTone, string> = {
  amber: 'bg-amber-50 text-amber-900 ring-1 ring-amber-200',
  red: 'bg-red-50 text-red-800 ring-1 ring-red-200',
};

/**
 * What all companies owe at each age, and in all, one card each. A card with overdue money is
 * tinted, framed and marked with a warning sign, so it stands out without relying on its colour.
 */
export function ReceivablesFigures({ totals }: { totals: AgedAmounts }) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-6">
      {RECEIVABLE_AGES.map((age) => (
        <Figure
          key={age}
          label={RECEIVABLE_AGE_LABELS[age]}
          amount={totals[age]}
          tone={overdueTone(age, totals[age])}
        />
      ))}
      <Figure label="Total owed" amount={totals.total} />
    </dl>
  );
}

function Figure({ label, amount, tone }: { label: string; amount: number; tone?: OverdueTone }) {
  return (
    <div
      className={cn(
        'rounded-lg px-3 py-2',
        tone ? CARD_TONES[tone] : 'bg-white ring-1 ring-slate-200',
      )}
    >
      <dt className={cn('text-xs font-medium', !tone && 'text-slate-500')}>{label}</dt>
      <dd
        className={cn(
          'mt-0.5 flex items-center gap-1.5 text-base font-semibold whitespace-nowrap',
          !tone && 'text-slate-900',
        )}
      >
        {tone && <TriangleAlert aria-hidden className="size-4 shrink-0" />}
        {formatDollars(amount)}
      </dd>
    </div>
  );
}
