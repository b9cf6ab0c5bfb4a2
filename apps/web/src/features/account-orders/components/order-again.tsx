import type { ReorderResponse } from '@backlit/domain';
import { RotateCcw, ShoppingCart } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast';
import type { useReorder } from '../api/reorder';

/** 'Order again': the order's products into the cart; `reorder` is the page's useReorder(). */
export function OrderAgainButton({
  orderId,
  reorder,
}: {
  orderId: number;
  reorder: ReturnType<typeof useReorder>;
}) {
  const navigate = useNavigate();
  const order = () =>
    reorder.mutate(orderId, {
      onSuccess: (result) => {
        if (result.added.length === 0) return void toast.error(result.message);
        toast.success(result.message, {
          action: { label: 'View cart', onClick: () => void navigate('/cart') },
        });
      },
    });
  return (
    <Button onClick={order} disabled={reorder.isPending}>
      <RotateCcw aria-hidden />
      {reorder.isPending ? 'Adding to cart…' : 'Order again'}
    </Button>
  );
}

/** What the last 'Order again' did, beside the order (a toast alone is easy to miss). */
export function OrderAgainResult({ result }: { result: ReorderResponse }) {
  const cut = result.added.filter((line) => line.reason);
  return (
    <Alert variant={result.added.length > 0 ? 'success' : 'error'} autoHide={false}>
      <p className="font-medium">{result.message}</p>
      {(cut.length > 0 || result.skipped.length > 0) && (
        <ul className="mt-2 list-disc pl-5">
          {cut.map((line) => (
            <li key={line.product_id}>
              {line.name}: {line.quantity} of {line.requested} added. {line.reason}
            </li>
          ))}
          {result.skipped.map((line) => (
            <li key={line.sku}>
              {line.name}: not added. {line.reason}
            </li>
          ))}
        </ul>
      )}
      {result.added.length > 0 && (
        <Link
          to="/cart"
          className="mt-2 inline-flex items-center gap-1.5 font-semibold underline underline-offset-2"
        >
          <ShoppingCart aria-hidden className="size-4" />
          Go to your cart
        </Link>
      )}
    </Alert>
  );
}
