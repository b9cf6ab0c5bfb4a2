import { accountCreditNotePath, accountInvoicePath, formatDollars } from '@backlit/domain';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, Download } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { DocumentTitle } from '../../../components/document-title';
import { QueryState } from '../../../components/query-state';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import {
  OrderAgainButton,
  OrderAgainResult,
  OrderView,
  useAccountOrder,
  useReorder,
} from '../../../features/account-orders';
import { ArtworkPanel, type OnReordered } from '../../../features/artwork';
import { cartKeys, requestCartPanel } from '../../../features/cart';
import { refreshCartCount } from '../../../features/cart/header';
import { PrintFileInstructions } from '../../../features/checkout';

/**
 * `/dashboard-client/orders/:orderId`: one order, its history, invoice (and the credit notes
 * against it, for an order on account) and 'Order again'.
 */
function AccountOrderPage() {
  const id = Number(useParams().orderId);
  const order = useAccountOrder(id);
  const queryClient = useQueryClient();
  const reorder = useReorder(() => {
    void queryClient.invalidateQueries({ queryKey: cartKeys.all });
    refreshCartCount();
  });
  // A graphic reordered in one click: the cart panel opens on it, as after any add to cart.
  const onReordered: OnReordered = (answer) => {
    void queryClient.invalidateQueries({ queryKey: cartKeys.all });
    refreshCartCount();
    requestCartPanel({
      productId: answer.line.product_id ?? 0,
      productName: answer.line.product?.name ?? 'The product',
      ok: true,
      message: answer.message,
    });
  };

  return (
    <div className="flex flex-col gap-6">
      <DocumentTitle title={order.data ? `Order ${order.data.tracking_no}` : 'Order'} />
      <div>
        <Button asChild variant="ghost" size="sm">
          <Link to="/dashboard-client/orders">
            <ArrowLeft aria-hidden />
            All orders
          </Link>
        </Button>
      </div>
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
          <>
            {reorder.data && <OrderAgainResult key={reorder.submittedAt} result={reorder.data} />}
            {reorder.isError && (
              <Alert variant="error" autoHide={false}>
                The products could not be added to your cart. Please try again.
              </Alert>
            )}
            <OrderView
              order={data}
              actions={
                <>
                  <Button asChild variant="secondary">
                    <a href={accountInvoicePath(data.id)} download>
                      <Download aria-hidden />
                      Download invoice
                    </a>
                  </Button>
                  {data.credit_notes.map((note) => (
                    <Button key={note.number} asChild variant="secondary">
                      <a href={accountCreditNotePath(note.number)} download>
                        <Download aria-hidden />
                        Credit note {note.number} ({formatDollars(note.amount)})
                      </a>
                    </Button>
                  ))}
                  <OrderAgainButton orderId={data.id} reorder={reorder} />
                </>
              }
            />
            <ArtworkPanel orderId={data.id} onReordered={onReordered} />
            {(data.status === 'shipped' || data.status === 'delivered') && (
              <Alert variant="info" autoHide={false}>
                {'Received your order? Tell other customers what you think: '}
                <Link to="/dashboard-client/reviews" className="font-semibold underline">
                  review its products
                </Link>
                .
              </Alert>
            )}
            <PrintFileInstructions trackingNo={data.tracking_no} />
          </>
        )}
      </QueryState>
    </div>
  );
}

export { AccountOrderPage as Component };
