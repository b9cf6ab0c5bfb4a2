import { FileQuestion } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { DocumentTitle } from '../../../components/document-title';
import { QueryState } from '../../../components/query-state';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { QuoteDetail, useMyQuote } from '../../../features/quotes';

/** `/dashboard-client/quotes/{id}`: one quote, to accept, decline, download or check out. */
function QuotePage() {
  const params = useParams();
  const id = /^\d+$/.test(params.id ?? '') ? Number(params.id) : 0;
  const quote = useMyQuote(id);
  const notFound = (
    <EmptyState
      icon={FileQuestion}
      title="Quote not found."
      text="Pick one of your quotes."
      action={
        <Button asChild>
          <Link to="/dashboard-client/quotes">Your quotes</Link>
        </Button>
      }
    />
  );
  return (
    <section aria-labelledby="quote-heading" className="flex flex-col gap-4">
      <DocumentTitle title={quote.data ? `Quote ${quote.data.number}` : 'Quote'} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="quote-heading" className="text-xl font-bold tracking-tight text-slate-900">
          {quote.data ? `Quote ${quote.data.number}` : 'Quote'}
        </h2>
        <Link
          to="/dashboard-client/quotes"
          className="text-sm font-semibold text-glow-700 underline-offset-4 hover:underline"
        >
          All quotes
        </Link>
      </div>
      {id === 0 ? (
        notFound
      ) : (
        <QueryState
          query={quote}
          loading="Loading the quote..."
          what="The quote"
          notFound={notFound}
        >
          {(data) => <QuoteDetail quote={data} />}
        </QueryState>
      )}
    </section>
  );
}

export { QuotePage as Component };
