import { accountCreditNotePath } from '@backlit/domain';
import { FileDown } from 'lucide-react';
import { CompanyInvoicesTable, TermsFigures } from '../../../components/company-invoices';
import { LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { useCompanyTerms } from '../../../lib/company-terms';

/**
 * The company's account on terms, when staff granted it one: terms, limit, balance and credit
 * left for every member; the invoices and the statement of account for its admins.
 */
export function CompanyTermsSection({ admin }: { admin: boolean }) {
  const account = useCompanyTerms();
  if (account.isPending) return <Spinner label="Loading the company's terms" />;
  if (account.isError) {
    return (
      <LoadError what="The terms" error={account.error} onRetry={() => void account.refetch()} />
    );
  }
  if (!account.data.inCompany || !account.data.terms) return null;
  const { terms } = account.data;
  return (
    <section
      aria-labelledby="company-terms-heading"
      className="rounded-xl border border-slate-200 bg-white p-6 shadow-xs"
    >
      <h2 id="company-terms-heading" className="text-lg font-semibold text-slate-900">
        Buying on account
      </h2>
      <p className="mt-1 max-w-2xl text-sm text-slate-600">
        {terms.net_days === null
          ? 'Your company no longer buys on account; what it still owes is below.'
          : `Members may pay by invoice at checkout, quoting your purchase-order number. Each invoice is due ${terms.net_days} days after the order.`}
      </p>
      <div className="mt-4 flex flex-col gap-4">
        <TermsFigures terms={terms} />
        {terms.blocked && terms.net_days !== null && (
          <p role="status" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
            {terms.blocked}
          </p>
        )}
        {admin && terms.invoices && (
          <>
            {terms.invoices.length === 0 ? (
              <p className="text-sm text-slate-600">No invoices yet.</p>
            ) : (
              <CompanyInvoicesTable
                invoices={terms.invoices}
                orderHref={(invoice) => `/dashboard-client/orders/${invoice.order_id}`}
                creditNoteHref={(note) => accountCreditNotePath(note.number)}
              />
            )}
            <a
              href="/api/account/company/statement.pdf"
              download
              className="inline-flex items-center gap-2 self-start text-sm font-medium text-glow-700 underline underline-offset-2"
            >
              <FileDown aria-hidden className="size-4" />
              Download the statement of account (PDF)
            </a>
          </>
        )}
      </div>
    </section>
  );
}
