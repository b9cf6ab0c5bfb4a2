import {
  paymentStatusLabel,
  type PaymentLedgerProvider,
  type PaymentStatus,
} from '@backlit/domain';
import { cn } from '../lib/cn';

const TONES: Record<PaymentStatus, string> = {
  created: 'bg-slate-100 text-slate-700 ring-slate-200',
  capturing: 'bg-sky-50 text-sky-800 ring-sky-200',
  captured: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  refunding: 'bg-amber-50 text-amber-900 ring-amber-200',
  refunded: 'bg-amber-50 text-amber-900 ring-amber-200',
  declined: 'bg-red-50 text-red-800 ring-red-200',
  abandoned: 'bg-slate-100 text-slate-700 ring-slate-200',
};

/** A payment's state as a coloured pill, the same in the account area and the back-office. */
export function PaymentStatusBadge({
  provider,
  status,
}: {
  provider: PaymentLedgerProvider;
  status: PaymentStatus;
}) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1',
        TONES[status],
      )}
    >
      {paymentStatusLabel(provider, status)}
    </span>
  );
}
