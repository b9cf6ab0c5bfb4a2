import { QuotesList } from '../../../features/admin-quotes';
import { AdminPage } from '../../layouts/admin/admin-page';

/** `/admin/quotes`: quote requests and quotes, by state. */
function QuotesPage() {
  return (
    <AdminPage
      title="Quotes"
      description="Buyers' requests for large orders: price the lines, shipping and expiry, then send."
    >
      <QuotesList />
    </AdminPage>
  );
}

export { QuotesPage as Component };
