import { FileText } from 'lucide-react';
import { Link } from 'react-router';
import { DocumentTitle } from '../../../components/document-title';
import { QueryState } from '../../../components/query-state';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { InvoicesTable, useInvoices } from '../../../features/account-orders';

/** `/dashboard-client/invoices`: an invoice per paid order, each a PDF download. */
function InvoicesPage() {
  const invoices = useInvoices();

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
      <QueryState query={invoices} loading="Loading your invoices..." what="Your invoices">
        {(rows) =>
          rows.length === 0 ? (
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
          ) : (
            <InvoicesTable invoices={rows} />
          )
        }
      </QueryState>
    </section>
  );
}

export { InvoicesPage as Component };
