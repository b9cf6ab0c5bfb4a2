import { useId, type ReactNode } from 'react';
import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { QueryState } from '../../../components/query-state';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { OrderActions, OrderDetails, OrderHistory, useOrder } from '../../../features/admin-orders';
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
      <QueryState
        query={order}
        loading="Loading the order..."
        what="The order"
        notFound={
          <Alert variant="error" autoHide={false}>
            Order not found.
          </Alert>
        }
      >
        {(data) => (
          <div className="flex flex-col gap-6">
            <Section title="Actions">
              <OrderActions order={data} />
            </Section>
            <OrderDetails order={data} />
            <Section title="Shipment, refunds and history">
              <OrderHistory order={data} />
            </Section>
          </div>
        )}
      </QueryState>
    </AdminPage>
  );
}

export { OrderPage as Component };
