import { FileText } from 'lucide-react';
import { Link } from 'react-router';
import { DocumentTitle } from '../../../components/document-title';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Spinner } from '../../../components/ui/spinner';
import { InvoicesTable, useInvoices } from '../../../features/account-orders';

/** `/dashboard-client/invoices`: an invoice per paid order, each a PDF download. */
function InvoicesPage() {
  const invoices = useInvoices();

  let content;
  if (invoices.isPending) {
    content = <Spinner label="Loading your invoices..." showLabel />;
  } else if (invoices.isError) {
    content = (
      <Alert variant="error" autoHide={false}>
        Your invoices could not be loaded.{' '}
        <button
          type="button"
          className="font-semibold underline"
          onClick={() => void invoices.refetch()}
        >
          Try again
        </button>
      </Alert>
    );
  } else if (invoices.data.length === 0) {
    content = (
      <EmptyState
        icon={FileText}
        title="No invoices yet."
        text="Every paid order gets an invoice, listed here for download."
        action={
          <Button asChild>
            <Link to="/allproducts">Browse the shop</Link>
          </Button>
        }
      />
    );
  } else {
    content = <InvoicesTable invoices={invoices.data} />;
  }

  return (
    <section aria-labelledby="invoices-heading" className="flex flex-col gap-4">
      <DocumentTitle title="Invoices" />
      <div>
        <h2 id="invoices-heading" className="text-xl font-bold tracking-tight text-slate-900">
          Invoices
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          Download an invoice as a PDF for your records or your accounts department.
        </p>
      </div>
      {content}
    </section>
  );
}

export { InvoicesPage as Component };
