import { TAX_CERTIFICATE_STATE_LABELS, type TaxCertificateState } from '@backlit/domain';
import { cn } from '../lib/cn';

const TONES: Record<TaxCertificateState, string> = {
  pending: 'bg-amber-50 text-amber-900 ring-amber-200',
  approved: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  refused: 'bg-red-50 text-red-800 ring-red-200',
  expired: 'bg-slate-100 text-slate-700 ring-slate-200',
};

/** A tax-exempt certificate's state as a pill, the same for the company and staff. */
export function TaxCertificateBadge({ status }: { status: TaxCertificateState }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1',
        TONES[status],
      )}
    >
      {TAX_CERTIFICATE_STATE_LABELS[status]}
    </span>
  );
}
