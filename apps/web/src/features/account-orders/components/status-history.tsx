import { formatDollars, type AccountOrderHistoryEntry } from '@backlit/domain';
import { formatDateTime } from '../../../lib/format';

/**
 * The order's steps as a timeline, oldest first: paid, then each change staff recorded. What was
 * given back on an order on account is a credit note against its invoice, not a refund.
 */
export function StatusHistory({
  history,
  onAccount,
}: {
  history: AccountOrderHistoryEntry[];
  onAccount: boolean;
}) {
  return (
    <ol className="flex flex-col">
      {history.map((entry, index) => (
        <li key={index} className="relative flex gap-3 pb-4 last:pb-0">
          {index < history.length - 1 && (
            <span aria-hidden className="absolute top-4 left-[5px] h-full w-px bg-slate-200" />
          )}
          <span
            aria-hidden
            className="relative mt-1.5 size-[11px] shrink-0 rounded-full border-2 border-glow-600 bg-white"
          />
          <div className="min-w-0">
            <p className="font-medium text-slate-900">{entry.label}</p>
            <p className="text-xs text-slate-500">
              <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
            </p>
            {(entry.carrier || entry.tracking_number) && (
              <p className="mt-0.5">
                {[entry.carrier, entry.tracking_number].filter(Boolean).join(' · ')}
              </p>
            )}
            {entry.refund !== null && (
              <p className="mt-0.5">
                {formatDollars(entry.refund)} {onAccount ? 'credited to your invoice' : 'refunded'}
              </p>
            )}
            {entry.note && <p className="mt-0.5 text-slate-600">{entry.note}</p>}
          </div>
        </li>
      ))}
    </ol>
  );
}
