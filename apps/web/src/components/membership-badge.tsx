import { MEMBERSHIP_STATUS_LABELS, type MembershipStatus } from '@backlit/domain';
import { cn } from '../lib/cn';

const TONES: Record<MembershipStatus, string> = {
  pending: 'bg-amber-50 text-amber-900 ring-amber-200',
  verified: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  refused: 'bg-red-50 text-red-800 ring-red-200',
};

/** A stated association membership's state as a pill, the same for the company and staff. */
export function MembershipBadge({ status }: { status: MembershipStatus }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1',
        TONES[status],
      )}
    >
      {MEMBERSHIP_STATUS_LABELS[status]}
    </span>
  );
}
