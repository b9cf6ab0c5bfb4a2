import { useId, type ReactNode } from 'react';
import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { OrderActions, OrderDetails, OrderHistory, useOrder } from '../../../features/admin-orders';
import { isApiError } from '../../../lib/api-error';
import { AdminPage } from '../../layouts/admin/admin-page';

function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-5"
    >
      <h2 id={headingId} className="text-base font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * `/admin/orders/:orderId`: the moves staff may make now, one order's lines, totals, address,
 * notes and payment, and its shipment, refunds and status history.
 */
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
    content = (
      <div className="flex flex-col gap-6">
        <Section title="Actions">
          <OrderActions order={order.data} />
        </Section>
        <OrderDetails order={order.data} />
        <Section title="Shipment, refunds and history">
          <OrderHistory order={order.data} />
        </Section>
      </div>
    );
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
