import { Receipt } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { DocumentTitle } from '../../../components/document-title';
import { QueryState } from '../../../components/query-state';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Pagination } from '../../../components/ui/pagination';
import { OrdersTable, useAccountOrders } from '../../../features/account-orders';

/** `/dashboard-client/orders`: the customer's orders, newest first, a page at a time. */
function AccountOrdersPage() {
  const [searchParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(searchParams.get('page') ?? '1', 10) || 1);
  const orders = useAccountOrders(page);

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
      <QueryState query={orders} loading="Loading your orders..." what="Your orders">
        {({ orders: rows, total, per_page: perPage }) =>
          rows.length > 0 ? (
            <div className="flex flex-col gap-4">
              <OrdersTable orders={rows} stale={orders.isPlaceholderData} />
              <Pagination
                page={page}
                pageCount={Math.ceil(total / perPage)}
                to={(target) => (target > 1 ? `?page=${target}` : '?')}
                label="Order pages"
              />
            </div>
          ) : total > 0 ? (
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
          )
        }
      </QueryState>
    </section>
  );
}

export { AccountOrdersPage as Component };
