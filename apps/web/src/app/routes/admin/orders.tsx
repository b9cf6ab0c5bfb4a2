import { Receipt } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Pagination } from '../../../components/ui/pagination';
import { Spinner } from '../../../components/ui/spinner';
import { OrdersTable, useOrders } from '../../../features/admin-orders';
import { AdminPage } from '../../layouts/admin/admin-page';

/** `/admin/orders`: every order, newest first, a page at a time (spec §2 Admin Orders). */
function OrdersPage() {
  const [searchParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(searchParams.get('page') ?? '1', 10) || 1);
  const orders = useOrders({ page });

  let content;
  if (orders.isPending) {
    content = <Spinner label="Loading orders..." showLabel />;
  } else if (orders.isError) {
    content = (
      <Alert variant="error" autoHide={false}>
        The orders could not be loaded.{' '}
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
      page > 1 && orders.data.total > 0 ? (
        <EmptyState
          icon={Receipt}
          title="This page is empty."
          text="The list has fewer pages now."
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
          text="When a customer completes checkout, the order appears here."
        />
      );
  } else {
    const { total, per_page: perPage, orders: rows } = orders.data;
    const first = (page - 1) * perPage + 1;
    content = (
      <div className="flex flex-col gap-4">
        <p className="text-sm text-slate-600" aria-live="polite">
          Showing {first}–{first + rows.length - 1} of {total} order{total === 1 ? '' : 's'}
        </p>
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
    <AdminPage
      title="Orders"
      description="Paid orders, newest first, with their tracking number, customer and payment."
    >
      {content}
    </AdminPage>
  );
}

export { OrdersPage as Component };
