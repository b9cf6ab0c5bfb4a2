import { QUOTE_STATE_LABELS, type QuoteState } from '@backlit/domain';
import { cn } from '../lib/cn';

const TONES: Record<QuoteState, string> = {
  requested: 'bg-amber-50 text-amber-900 ring-amber-200',
  sent: 'bg-sky-50 text-sky-900 ring-sky-200',
  accepted: 'bg-emerald-50 text-emerald-900 ring-emerald-200',
  ordered: 'bg-emerald-100 text-emerald-950 ring-emerald-300',
  declined: 'bg-slate-100 text-slate-700 ring-slate-200',
  expired: 'bg-slate-100 text-slate-700 ring-slate-200',
  withdrawn: 'bg-slate-100 text-slate-700 ring-slate-200',
};

/** Where a quote stands, as a coloured pill. */
export function QuoteStateBadge({ state }: { state: QuoteState }) {
  return (
    <span
      className={cn(
        'inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1',
        TONES[state],
      )}
    >
      {QUOTE_STATE_LABELS[state]}
    </span>
  );
}
