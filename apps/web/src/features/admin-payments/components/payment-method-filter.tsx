import {
  PAYMENT_LEDGER_PROVIDERS,
  PAYMENT_PROVIDER_LABELS,
  type PaymentLedgerProvider,
} from '@backlit/domain';
import { useId } from 'react';
import { Link, type To } from 'react-router';
import { cn } from '../../../lib/cn';
import { countOfAll, FilterCount } from './filter-count';

type PaymentMethodFilterProps = {
  current: PaymentLedgerProvider | undefined;
  /** How many payments each method holds in the chosen state; absent until the first answer. */
  counts: Record<PaymentLedgerProvider, number> | undefined;
  /** Where a method's list is (undefined: every method). */
  to: (provider: PaymentLedgerProvider | undefined) => To;
};

/**
 * A choice of how the payments were paid, so a captured PayPal payment (money taken) is not
 * counted with an order placed on account (billed later). Methods without payments are left out
 * unless chosen. Links, like the state tabs, so the choice lives in the address.
 */
export function PaymentMethodFilter({ current, counts, to }: PaymentMethodFilterProps) {
  const labelId = useId();
  const all = countOfAll(counts);
  const options = [
    { provider: undefined, label: 'All methods', count: all },
    ...PAYMENT_LEDGER_PROVIDERS.filter(
      (provider) => provider === current || (counts?.[provider] ?? 0) > 0,
    ).map((provider) => ({
      provider,
      label: PAYMENT_PROVIDER_LABELS[provider],
      count: counts?.[provider],
    })),
  ];
  return (
    <nav aria-labelledby={labelId} className="flex flex-wrap items-center gap-2">
      <span id={labelId} className="text-sm font-medium text-slate-700">
        Paid by
      </span>
      <ul className="flex flex-wrap gap-2">
        {options.map(({ provider, label, count }) => {
          const active = provider === current;
          return (
            <li key={provider ?? 'all'}>
              <Link
                to={to(provider)}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  'flex items-center gap-2 rounded-full border px-3 py-1 text-sm font-medium whitespace-nowrap transition-colors',
                  active
                    ? 'border-glow-500 bg-glow-100 text-slate-900'
                    : 'border-slate-200 text-slate-600 hover:border-slate-300 hover:text-slate-900',
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
