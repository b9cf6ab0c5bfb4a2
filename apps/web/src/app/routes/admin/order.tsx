import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { QueryState } from '../../../components/query-state';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Panel } from '../../../components/ui/panel';
import { useQueryClient } from '@tanstack/react-query';
import { ReviewActions } from '../../../features/admin-prepress';
import {
  OrderActions,
  OrderDetails,
  OrderHistory,
  OrderLinksPanel,
  useOrder,
} from '../../../features/admin-orders';
import { ArtworkPanel, artworkKeys } from '../../../features/artwork';
import { AdminPage } from '../../layouts/admin/admin-page';

/**
 * `/admin/orders/:orderId`: the moves staff may make now, one order's lines, totals, address,
 * notes and payment, and its shipment, refunds and status history.
 */
function OrderPage() {
  const id = Number(useParams().orderId);
  const order = useOrder(id);
  const queryClient = useQueryClient();

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
            <Panel title="Actions">
              <OrderActions order={data} />
            </Panel>
            {data.private_links.last_created_at !== null && (
              <Panel title="Private link">
                <OrderLinksPanel order={data} />
              </Panel>
            )}
            <OrderDetails order={data} />
            <ArtworkPanel
              orderId={data.id}
              heading="Artwork"
              fileActions={(file) => (
                <ReviewActions
                  orderId={data.id}
                  file={file}
                  onReviewed={() =>
                    void queryClient.invalidateQueries({ queryKey: artworkKeys.order(data.id) })
                  }
                />
              )}
            />
            <Panel title="Shipment, refunds and history">
              <OrderHistory order={data} />
            </Panel>
          </div>
        )}
      </QueryState>
    </AdminPage>
  );
}

export { OrderPage as Component };
