import { FileQuestion } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { QueryState } from '../../../components/query-state';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { QuotePricing, useAdminQuote } from '../../../features/admin-quotes';
import { AdminPage } from '../../layouts/admin/admin-page';

/** `/admin/quotes/{id}`: one quote, to price, send or withdraw. */
function QuotePage() {
  const params = useParams();
  const id = /^\d+$/.test(params.id ?? '') ? Number(params.id) : 0;
  const quote = useAdminQuote(id);
  const back = (
    <Button asChild variant="secondary">
      <Link to="/admin/quotes">All quotes</Link>
    </Button>
  );
  const notFound = (
    <EmptyState
      icon={FileQuestion}
      title="Quote not found."
      text="Pick a quote from the list."
      action={back}
    />
  );
  return (
    <AdminPage
      title={quote.data ? `Quote ${quote.data.number}` : 'Quote'}
      description="Price each line, the shipping and the last day to pay, then send it to the buyer."
      actions={back}
    >
      {id === 0 ? (
        notFound
      ) : (
        <QueryState
          query={quote}
          loading="Loading the quote..."
          what="The quote"
          notFound={notFound}
        >
          {(data) => <QuotePricing key={data.id} quote={data} />}
        </QueryState>
      )}
    </AdminPage>
  );
}

export { QuotePage as Component };
