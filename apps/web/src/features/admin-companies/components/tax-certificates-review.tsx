import { type AdminTaxCertificate } from '@backlit/domain';
import { Check, Download, FileText, X } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { TaxCertificateBadge } from '../../../components/tax-certificate-badge';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/toast';
import { isApiError } from '../../../lib/api-error';
import { errorMessage } from '../../../lib/server-errors';
import {
  exemptSalesExportUrl,
  staffCertificateFileUrl,
  usePendingTaxCertificates,
  useReviewTaxCertificate,
} from '../api/tax-certificates';

const card = 'rounded-xl border border-slate-200 bg-white p-5 shadow-xs';

/**
 * The back-office's tax-exempt certificates: those waiting for a decision (open the PDF,
 * approve, or refuse with a reason) and the monthly export of exempt sales for filing.
 */
export function TaxCertificatesReview() {
  const pending = usePendingTaxCertificates();
  return (
    <section aria-labelledby="tax-certificates-heading" className={card}>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="tax-certificates-heading" className="text-lg font-semibold text-slate-900">
            Tax-exempt certificates to review
          </h2>
          <p className="mt-1 max-w-2xl text-sm text-slate-600">
            An approved certificate takes its state’s or province’s sales tax off the company’s
            orders shipped there until it expires.
          </p>
        </div>
        <ExportForm />
      </div>
      <div className="mt-4">
        {pending.isPending ? (
          <Spinner label="Loading certificates" />
        ) : pending.isError ? (
          <LoadError
            what="The certificates"
            error={pending.error}
            onRetry={() => void pending.refetch()}
          />
        ) : pending.data.length === 0 ? (
          <p className="text-sm text-slate-600">No certificate is waiting.</p>
        ) : (
          <ul
            aria-label="Certificates to review"
            className="divide-y divide-slate-200 rounded-lg border border-slate-200"
          >
            {pending.data.map((certificate) => (
              <PendingCertificate key={certificate.id} certificate={certificate} />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

function PendingCertificate({ certificate }: { certificate: AdminTaxCertificate }) {
  const review = useReviewTaxCertificate();
  const [refusing, setRefusing] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string>();
  const decide = (refusal?: string) =>
    review.mutate(
      { id: certificate.id, ...(refusal === undefined ? {} : { reason: refusal }) },
      {
        onSuccess: (answer) => toast.success(answer.message),
        onError: (error) => {
          if (isApiError(error, 422)) setReasonError(error.validation_errors.reason?.join(' '));
          else toast.error(errorMessage(error));
        },
      },
    );
  const refuse = (event: FormEvent) => {
    event.preventDefault();
    decide(reason);
  };
  const label = `${certificate.form} ${certificate.number}`;
  return (
    <li className="flex flex-col gap-3 px-4 py-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="min-w-0">
          <p className="font-medium text-slate-900">
            <Link
              to={`/admin/companies/${certificate.company.id}`}
              className="text-glow-700 underline underline-offset-2"
            >
              {certificate.company.name}
            </Link>{' '}
            · {label}
          </p>
          <p className="text-sm text-slate-600">
            {certificate.country}-{certificate.state} · expires {certificate.expires_on}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <TaxCertificateBadge status={certificate.status} />
          <a
            href={staffCertificateFileUrl(certificate.id)}
            target="_blank"
            rel="noreferrer"
            className="text-glow-700 inline-flex items-center gap-1 text-sm font-medium underline underline-offset-2"
          >
            <FileText aria-hidden className="size-4" />
            Open PDF<span className="sr-only"> of {label}</span>
          </a>
          <Button
            size="sm"
            disabled={review.isPending || certificate.status === 'expired'}
            onClick={() => decide()}
            aria-label={`Approve ${label} of ${certificate.company.name}`}
          >
            <Check aria-hidden />
            Approve
          </Button>
          <Button
            size="sm"
            variant="secondary"
            disabled={review.isPending}
            onClick={() => setRefusing((open) => !open)}
            aria-expanded={refusing}
            aria-label={`Refuse ${label} of ${certificate.company.name}`}
          >
            <X aria-hidden />
            Refuse
          </Button>
        </div>
      </div>
      {refusing && (
        <form noValidate onSubmit={refuse} className="flex flex-wrap items-start gap-2">
          <Input
            label="Reason for refusing"
            value={reason}
            error={reasonError}
            containerClassName="flex-1 min-w-60"
            onChange={(event) => {
              setReason(event.target.value);
              setReasonError(undefined);
            }}
          />
          <Button
            type="submit"
            variant="secondary"
            className="sm:mt-6.5"
            disabled={review.isPending}
          >
            Send refusal
          </Button>
        </form>
      )}
    </li>
  );
}

/** The exempt sales of a month as CSV: a month picker and the download. */
function ExportForm() {
  const [month, setMonth] = useState(() => new Date().toISOString().slice(0, 7));
  return (
    <div className="flex flex-wrap items-end gap-2">
      <Input
        label="Exempt sales of"
        type="month"
        value={month}
        onChange={(event) => setMonth(event.target.value)}
      />
      <Button asChild variant="secondary">
        <a href={exemptSalesExportUrl(month)} download>
          <Download aria-hidden />
          Download CSV
        </a>
      </Button>
    </div>
  );
}
