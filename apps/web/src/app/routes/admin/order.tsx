import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { OrderDetails, useOrder } from '../../../features/admin-orders';
import { isApiError } from '../../../lib/api-error';
import { AdminPage } from '../../layouts/admin/admin-page';

/** `/admin/orders/:orderId`: one order's lines, totals, address, notes and payment. */
function OrderPage() {
  const id = Number(useParams().orderId);
  const order = useOrder(id);

  let content;
  if (order.isPending) {
    content = <Spinner label="Loading the order..." showLabel />;
  } else if (order.isError) {
    content = (
      <Alert variant="error" autoHide={false}>
        {isApiError(order.error, 404) || isApiError(order.error, 422)
          ? 'Order not found.'
          : 'The order could not be loaded.'}
      </Alert>
    );
  } else {
    content = <OrderDetails order={order.data} />;
  }

  return (
    <AdminPage
      title={order.data ? `Order ${order.data.tracking_no}` : 'Order'}
      description={
        order.data
          ? `${order.data.name} · ${order.data.email}`
          : 'Lines, totals, address and payment.'
      }
      actions={
        <Button asChild variant="secondary">
          <Link to="/admin/orders">
            <ArrowLeft aria-hidden />
            All orders
          </Link>
        </Button>
      }
    >
      {content}
    </AdminPage>
  );
}

export { OrderPage as Component };
