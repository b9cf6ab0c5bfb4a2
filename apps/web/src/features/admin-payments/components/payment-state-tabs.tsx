import {
  PAYMENT_STATUSES,
  paymentStatusLabel,
  type PaymentLedgerProvider,
  type PaymentStatus,
} from '@backlit/domain';
import { Link, type To } from 'react-router';
import { cn } from '../../../lib/cn';
import { countOfAll, FilterCount } from './filter-count';

type PaymentStateTabsProps = {
  current: PaymentStatus | undefined;
  /** The method the list is narrowed to: its states read as its rows do ("Invoiced" on account). */
  provider?: PaymentLedgerProvider | undefined;
  /** How many payments each state holds; absent until the first answer. */
  counts: Record<PaymentStatus, number> | undefined;
  /** Where a state's list is (undefined: every state). */
  to: (state: PaymentStatus | undefined) => To;
};

/**
 * A tab per payment state that holds payments, with how many, so staff see at a glance what is
 * waiting (being captured or refunded) and what the shop refunded by itself. States with none
 * are left out (most never hold any for long), unless chosen. The tabs are links: the state
 * lives in the address, so a list can be bookmarked and shared.
 */
export function PaymentStateTabs({ current, provider, counts, to }: PaymentStateTabsProps) {
  const all = countOfAll(counts);
  const tabs = [
    { state: undefined, label: 'All', count: all },
    ...PAYMENT_STATUSES.filter((state) => state === current || (counts?.[state] ?? 0) > 0).map(
      (state) => ({
        state,
        label: paymentStatusLabel(provider, state),
        count: counts?.[state],
      }),
    ),
  ];
  return (
    <nav aria-label="Payment states">
      <ul className="flex gap-1 overflow-x-auto border-b border-slate-200">
        {tabs.map(({ state, label, count }) => {
          const active = state === current;
          return (
            <li key={state ?? 'all'} className="shrink-0">
              <Link
                to={to(state)}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  '-mb-px flex items-center gap-2 border-b-2 px-3 py-2.5 text-sm font-medium whitespace-nowrap transition-colors',
                  active
                    ? 'border-glow-500 text-slate-900'
                    : 'border-transparent text-slate-600 hover:text-slate-900',
                )}
              >
                {label}
                <FilterCount count={count} />
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
