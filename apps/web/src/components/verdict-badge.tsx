import { PLAN_VERDICT_LABEL, type PlanVerdict } from '@backlit/domain';
import { CircleAlert, CircleCheck, CircleX } from 'lucide-react';

const LOOK: Record<PlanVerdict, { className: string; Icon: typeof CircleCheck }> = {
  in_time: { className: 'bg-emerald-50 text-emerald-800 ring-emerald-200', Icon: CircleCheck },
  tight: { className: 'bg-amber-50 text-amber-900 ring-amber-200', Icon: CircleAlert },
  too_late: { className: 'bg-red-50 text-red-800 ring-red-200', Icon: CircleX },
};

/** In time, tight (no working day to spare) or too late, in words and colour alike. */
export function VerdictBadge({ verdict }: { verdict: PlanVerdict }) {
  const { className, Icon } = LOOK[verdict];
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ${className}`}
    >
      <Icon aria-hidden className="size-3.5" />
      {PLAN_VERDICT_LABEL[verdict]}
    </span>
  );
}
