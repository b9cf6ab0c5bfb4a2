import type { AdminContentEntry } from '@backlit/domain';
import { cn } from '../../../lib/cn';

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

/** The date an entry shows in the shop (its publish day). */
export const formatEntryDay = (iso: string) => day.format(new Date(iso));
/** A publish time in the staff member's own clock. */
export const formatEntryTime = (iso: string) => dateTime.format(new Date(iso));

/** Where an entry stands for the public: draft, scheduled (with its time) or published. */
export function StateBadge({
  entry,
}: {
  entry: Pick<AdminContentEntry, 'state' | 'published_at'>;
}) {
  const label =
    entry.state === 'draft'
      ? 'Draft'
      : entry.state === 'scheduled'
        ? `Scheduled · ${formatEntryTime(entry.published_at)}`
        : 'Published';
  return (
    <span
      className={cn(
        'inline-flex rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap',
        entry.state === 'draft' && 'bg-slate-100 text-slate-700',
        entry.state === 'scheduled' && 'bg-amber-100 text-amber-900',
        entry.state === 'live' && 'bg-emerald-100 text-emerald-800',
      )}
    >
      {label}
    </span>
  );
}
