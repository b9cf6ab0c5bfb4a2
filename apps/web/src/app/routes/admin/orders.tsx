import { Download, Receipt } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { QueryState } from '../../../components/query-state';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Pagination } from '../../../components/ui/pagination';
import {
  exportOrdersUrl,
  filterFromSearch,
  filterSearch,
  OrdersFilterBar,
  OrdersTable,
  useOrders,
  type OrdersFilterValues,
} from '../../../features/admin-orders';
import { isApiError } from '../../../lib/api-error';
import { AdminPage } from '../../layouts/admin/admin-page';

/**
 * `/admin/orders`: the orders, newest first, a page at a time, filtered by status, days placed and
 * a search, all kept in the URL; the CSV export takes the same filters.
 */
function OrdersPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(searchParams.get('page') ?? '1', 10) || 1);
  const filter = filterFromSearch(searchParams);
  const filtered = Object.values(filter).some(Boolean);
  const orders = useOrders({ ...filter, page });
  const refused = isApiError(orders.error, 422) ? orders.error : undefined;
  const fieldErrors = refused
    ? Object.fromEntries(
        Object.entries(refused.validation_errors).map(([field, messages]) => [
          field,
          messages.join(' '),
        ]),
      )
    : undefined;

  const apply = (next: OrdersFilterValues) => setSearchParams(filterSearch(next));

  return (
    <AdminPage
      title="Orders"
      description="Orders, newest first, with their tracking number, customer and payment."
      actions={
        <Button asChild variant="secondary">
          <a href={exportOrdersUrl(filter)} download>
            <Download aria-hidden />
            Export CSV
          </a>
        </Button>
      }
    >
      <div className="flex flex-col gap-6">
        <OrdersFilterBar filter={filter} errors={fieldErrors} onApply={apply} />
        {refused ? (
          <Alert variant="error" autoHide={false}>
            {refused.message} Correct the filters above.
          </Alert>
        ) : (
          <QueryState query={orders} loading="Loading orders..." what="The orders">
            {({ orders: rows, total, per_page: perPage }) => {
              if (rows.length > 0) {
                const first = (page - 1) * perPage + 1;
                return (
                  <div className="flex flex-col gap-4">
                    <p className="text-sm text-slate-600" aria-live="polite">
                      Showing {first}–{first + rows.length - 1} of {total} order
                      {total === 1 ? '' : 's'}
                    </p>
                    <OrdersTable orders={rows} stale={orders.isPlaceholderData} />
                    <Pagination
                      page={page}
                      pageCount={Math.ceil(total / perPage)}
                      to={(target) => `?${filterSearch(filter, target)}`}
                      label="Order pages"
                    />
                  </div>
                );
              }
              return page > 1 && total > 0 ? (
                <EmptyState
                  icon={Receipt}
                  title="This page is empty."
                  text="The list has fewer pages now."
                  action={
                    <Button asChild variant="secondary">
                      <Link to={`?${filterSearch(filter)}`}>Go to the first page</Link>
                    </Button>
                  }
                />
              ) : filtered ? (
                <EmptyState
                  icon={Receipt}
                  title="No orders match these filters."
                  text="Change or clear the filters to see more orders."
                />
              ) : (
                <EmptyState
                  icon={Receipt}
                  title="No orders yet."
                  text="When a customer completes checkout, the order appears here."
                />
              );
            }}
          </QueryState>
        )}
      </div>
    </AdminPage>
  );
}

export { OrdersPage as Component };
