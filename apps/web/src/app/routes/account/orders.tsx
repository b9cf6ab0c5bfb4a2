import { Receipt } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { DocumentTitle } from '../../../components/document-title';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Pagination } from '../../../components/ui/pagination';
import { Spinner } from '../../../components/ui/spinner';
import { OrdersTable, useAccountOrders } from '../../../features/account-orders';

/** `/dashboard-client/orders`: the customer's orders, newest first, a page at a time. */
function AccountOrdersPage() {
  const [searchParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(searchParams.get('page') ?? '1', 10) || 1);
  const orders = useAccountOrders(page);

  let content;
  if (orders.isPending) {
    content = <Spinner label="Loading your orders..." showLabel />;
  } else if (orders.isError) {
    content = (
      <Alert variant="error" autoHide={false}>
        Your orders could not be loaded.{' '}
        <button
          type="button"
          className="font-semibold underline"
          onClick={() => void orders.refetch()}
        >
          Try again
        </button>
      </Alert>
    );
  } else if (orders.data.orders.length === 0) {
    content =
      orders.data.total > 0 ? (
        <EmptyState
          icon={Receipt}
          title="This page is empty."
          action={
            <Button asChild variant="secondary">
              <Link to="?">Go to the first page</Link>
            </Button>
          }
        />
      ) : (
        <EmptyState
          icon={Receipt}
          title="No orders yet."
          text="When you place an order, it appears here with where it stands and its invoice."
          action={
            <Button asChild>
              <Link to="/allproducts">Browse the shop</Link>
            </Button>
          }
        />
      );
  } else {
    const { total, per_page: perPage, orders: rows } = orders.data;
    content = (
      <div className="flex flex-col gap-4">
        <OrdersTable orders={rows} stale={orders.isPlaceholderData} />
        <Pagination
          page={page}
          pageCount={Math.ceil(total / perPage)}
          to={(target) => (target > 1 ? `?page=${target}` : '?')}
          label="Order pages"
        />
      </div>
    );
  }

  return (
    <section aria-labelledby="orders-heading" className="flex flex-col gap-4">
      <DocumentTitle title="Orders" />
      <div>
        <h2 id="orders-heading" className="text-xl font-bold tracking-tight text-slate-900">
          Orders
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          Your orders, newest first. Open one for its status, tracking and invoice.
        </p>
      </div>
      {content}
    </section>
  );
}

export { AccountOrdersPage as Component };
