import { isOnAccount, type OrderDetail, type OrderStatus } from '@backlit/domain';
import { Ban, CircleDollarSign, Factory, PackageCheck, ReceiptText, Truck } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/server-errors';
import { useMoveOrder, type OrderMove } from '../api/move-order';
import { CancelDialog, RefundDialog } from './refund-dialogs';
import { ShipDialog } from './ship-dialog';

/**
 * The moves the server allows from the order's status now (its `allowed_transitions`): direct
 * buttons for production and delivery, dialogs for shipping, cancelling and refunding (a credit
 * note against the invoice, for an order on account). Results and errors are shown here, next to
 * the buttons.
 */
export function OrderActions({ order }: { order: OrderDetail }) {
  const move = useMoveOrder(order.id);
  const [result, setResult] = useState<{ kind: 'success' | 'error'; message: string; n: number }>();
  const allowed = (status: OrderStatus) => order.allowed_transitions.includes(status);

  /** Runs a move; answers whether it worked. Field errors are the dialogs' to show. */
  async function run(next: OrderMove): Promise<void> {
    const answer = await move.mutateAsync(next);
    setResult((last) => ({ kind: 'success', message: answer.message, n: (last?.n ?? 0) + 1 }));
  }

  async function direct(next: OrderMove) {
    try {
      await run(next);
    } catch (error) {
      setResult((last) => ({ kind: 'error', message: errorMessage(error), n: (last?.n ?? 0) + 1 }));
    }
  }

  return (
    <div className="flex flex-col gap-3">
      {order.allowed_transitions.length === 0 && (
        <p className="text-sm text-slate-600">
          This order is {order.status === 'cancelled' ? 'cancelled' : 'fully refunded'}: no further
          actions.
        </p>
      )}
      <div className="flex flex-wrap gap-2 empty:hidden">
        {allowed('in_production') && (
          <Button
            disabled={move.isPending}
            onClick={() => void direct({ to: 'in_production', body: {} })}
          >
            <Factory aria-hidden />
            Mark in production
          </Button>
        )}
        {allowed('shipped') && (
          <ShipDialog
            trigger={
              <Button disabled={move.isPending}>
                <Truck aria-hidden />
                Mark shipped
              </Button>
            }
            onShip={(body) => run({ to: 'shipped', body })}
          />
        )}
        {allowed('delivered') && (
          <Button
            disabled={move.isPending}
            onClick={() => void direct({ to: 'delivered', body: {} })}
          >
            <PackageCheck aria-hidden />
            Mark delivered
          </Button>
        )}
        {allowed('refunded') && order.amounts.refundable > 0 && (
          <RefundDialog
            order={order}
            trigger={
              <Button variant="secondary" disabled={move.isPending}>
                {isOnAccount(order.payment) ? (
                  <>
                    <ReceiptText aria-hidden />
                    Credit note
                  </>
                ) : (
                  <>
                    <CircleDollarSign aria-hidden />
                    Refund
                  </>
                )}
              </Button>
            }
            onRefund={(body) => run({ to: 'refunded', body })}
          />
        )}
        {allowed('cancelled') && (
          <CancelDialog
            order={order}
            trigger={
              <Button variant="danger" disabled={move.isPending}>
                <Ban aria-hidden />
                Cancel order
              </Button>
            }
            onCancel={(body) => run({ to: 'cancelled', body })}
          />
        )}
      </div>
      {result && (
        <Alert
          key={result.n}
          variant={result.kind}
          autoHide={result.kind === 'success'}
          onClose={() => setResult(undefined)}
        >
          {result.message}
        </Alert>
      )}
    </div>
  );
}
