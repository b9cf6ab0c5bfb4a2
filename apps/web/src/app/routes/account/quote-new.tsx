import { ShoppingBag } from 'lucide-react';
import { Link } from 'react-router';
import { DocumentTitle } from '../../../components/document-title';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { useCart } from '../../../features/cart';
import { RequestQuoteForm } from '../../../features/quotes';

/** `/dashboard-client/quotes/new`: a quote request made from the cart's products. */
function NewQuotePage() {
  const { query: cart } = useCart();
  const lines = (cart.data?.cart ?? []).flatMap((line) =>
    line.product
      ? [{ productId: line.product.id, name: line.product.name, quantity: line.product_qty }]
      : [],
  );
  return (
    <section aria-labelledby="new-quote-heading" className="flex flex-col gap-4">
      <DocumentTitle title="Request a quote" />
      <div>
        <h2 id="new-quote-heading" className="text-xl font-bold tracking-tight text-slate-900">
          Request a quote
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          Set the quantities you need for the products in your cart. We price the lines and the
          shipping and e-mail you the quote; your cart stays as it is.
        </p>
      </div>
      {cart.isPending ? (
        <Spinner label="Loading your cart..." showLabel />
      ) : cart.isError ? (
        <LoadError what="Your cart" error={cart.error} onRetry={() => void cart.refetch()} />
      ) : lines.length === 0 ? (
        <EmptyState
          icon={ShoppingBag}
          title="Your cart is empty."
          text="Add the products you want a quote for to your cart first."
          action={
            <Button asChild>
              <Link to="/allproducts">Browse the shop</Link>
            </Button>
          }
        />
      ) : (
        <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-xs sm:p-7">
          <RequestQuoteForm lines={lines} />
        </div>
      )}
    </section>
  );
}

export { NewQuotePage as Component };
