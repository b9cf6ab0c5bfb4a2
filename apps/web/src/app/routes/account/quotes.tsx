import { FilePlus } from 'lucide-react';
import { Link } from 'react-router';
import { DocumentTitle } from '../../../components/document-title';
import { Button } from '../../../components/ui/button';
import { MyQuotes } from '../../../features/quotes';

/** `/dashboard-client/quotes`: the buyer's quotes (a company admin's include the company's). */
function QuotesPage() {
  return (
    <section aria-labelledby="quotes-heading" className="flex flex-col gap-4">
      <DocumentTitle title="Quotes" />
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="quotes-heading" className="text-xl font-bold tracking-tight text-slate-900">
            Quotes
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            Prices we set for large orders. Accept a quote, then check it out before it expires.
          </p>
        </div>
        <Button asChild variant="secondary">
          <Link to="/dashboard-client/quotes/new">
            <FilePlus aria-hidden />
            New request
          </Link>
        </Button>
      </div>
      <MyQuotes />
    </section>
  );
}

export { QuotesPage as Component };
