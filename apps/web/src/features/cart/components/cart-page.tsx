import {
  CA_PROVINCES,
  dollarsToCents,
  formatDollars,
  formatMoney,
  US_STATES,
  type CartLine,
  type CartResponse,
  type QuotedShippingMethod,
} from '@backlit/domain';
import { useState, type ReactNode } from 'react';
import { Select } from '../../../components/ui/select';
import { useShippingQuote } from '../../../lib/shipping-quote';
import { useTaxEstimate, type TaxRegionChoice } from '../../../lib/tax-estimate';
import { ArrowRight, FileQuestion, ShoppingBag } from 'lucide-react';
import { Link } from 'react-router';
import { DocumentTitle } from '../../../components/document-title';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Spinner } from '../../../components/ui/spinner';
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeaderCell,
  TableRow,
} from '../../../components/ui/table';
import { useMediaQuery } from '../../../lib/use-media-query';
import { useCart } from '../api/get-cart';
import { totalQuantity } from '../cart-math';
import {
  checkoutBlockedReason,
  LineImage,
  LineName,
  LinePrice,
  LineTotal,
  ReorderArtworkNote,
  QuantityControl,
  RemoveButton,
  UnavailableNote,
} from './cart-line-parts';
import { useCartNotice } from './cart-notice';
import { CheckoutSteps } from '../../../components/checkout-steps';
import { LoadError } from '../../../components/ui/load-error';
import { SignInAtCheckoutNote } from './sign-in-at-checkout-note';

type CartPageProps = {
  /** What the app places under the lines of a cart with something in it ("Need it for a show?"). */
  planBox?: (cart: CartResponse) => ReactNode;
};

/** The cart page: step header, the lines with −/+ and remove, and the cart totals. */
export function CartPage({ planBox }: CartPageProps) {
  return (
    <div className="bg-slate-50">
      <DocumentTitle title="Cart" />
      <div className="mx-auto flex max-w-7xl flex-col gap-8 px-4 py-8 sm:px-6 lg:px-8 lg:py-12">
        <CheckoutSteps current={0} />
        <CartContent planBox={planBox} />
      </div>
    </div>
  );
}

function CartContent({ planBox }: CartPageProps) {
  const { session, owner, query } = useCart();
  const { say, notice } = useCartNotice();

  if (query.isError) {
    return <LoadError what="Your cart" error={query.error} onRetry={() => void query.refetch()} />;
  }
  if (!query.data) {
    return (
      <div className="grid place-items-center py-16">
        <h1 className="sr-only">Your cart</h1>
        <Spinner label="Loading your cart" showLabel />
      </div>
    );
  }

  const cart = query.data;
  if (cart.cart.length === 0) {
    return (
      <>
        <h1 className="sr-only">Your cart</h1>
        {notice}
        <EmptyState
          icon={ShoppingBag}
          title="Your cart is empty."
          text="Browse our backlit frames, fabric banners, accessories and spare parts, then add what you need."
          action={
            <div className="flex flex-wrap justify-center gap-3">
              <Button asChild>
                <Link to="/allproducts">Browse the shop</Link>
              </Button>
              <Button asChild variant="secondary">
                <Link to="/print-instruction">Print instructions</Link>
              </Button>
            </div>
          }
        />
      </>
    );
  }

  const count = totalQuantity(cart.cart);
  return (
    <>
      <div className="flex flex-col gap-3">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          Your cart{' '}
          <span className="text-base font-medium text-slate-600">
            ({count} {count === 1 ? 'item' : 'items'})
          </span>
        </h1>
        {notice}
      </div>
      <div className="grid items-start gap-8 lg:grid-cols-[1fr_22rem]">
        <div className="flex min-w-0 flex-col gap-6">
          <CartLines cart={cart} owner={owner} onMessage={say} />
          {planBox?.(cart)}
        </div>
        <CartTotals cart={cart} signedIn={session !== null} />
      </div>
    </>
  );
}

type LinesProps = { cart: CartResponse; owner: string; onMessage: (message: string) => void };

/** A table where it fits; stacked cards on phones, where six columns cannot be read. */
function CartLines(props: LinesProps) {
  const wide = useMediaQuery('(min-width: 768px)');
  return wide ? <LinesTable {...props} /> : <LinesCards {...props} />;
}

function LinesTable({ cart, owner, onMessage }: LinesProps) {
  return (
    <Table>
      <TableCaption>Items in your cart</TableCaption>
      <TableHead>
        <tr>
          <TableHeaderCell className="w-12">
            <span className="sr-only">Remove</span>
          </TableHeaderCell>
          <TableHeaderCell className="w-20">
            <span className="sr-only">Image</span>
          </TableHeaderCell>
          <TableHeaderCell>Product</TableHeaderCell>
          <TableHeaderCell className="text-right">Price</TableHeaderCell>
          <TableHeaderCell className="text-center">Quantity</TableHeaderCell>
          <TableHeaderCell className="text-right">Subtotal</TableHeaderCell>
        </tr>
      </TableHead>
      <TableBody>
        {cart.cart.map((line) => (
          <TableRow key={line.id}>
            <TableCell className="pr-0">
              {line.available && <RemoveButton line={line} owner={owner} onMessage={onMessage} />}
            </TableCell>
            <TableCell>
              <LineImage line={line} />
            </TableCell>
            <TableCell className="min-w-48">
              <LineName line={line} />
              {line.product && (
                <p className="mt-0.5 text-xs text-slate-500">SKU {line.product.sku}</p>
              )}
              <UnavailableNote line={line} />
              <ReorderArtworkNote line={line} />
            </TableCell>
            <TableCell className="text-right whitespace-nowrap tabular-nums">
              <LinePrice line={line} />
            </TableCell>
            <TableCell className="text-center">
              <LineQuantity line={line} owner={owner} onMessage={onMessage} />
            </TableCell>
            <TableCell className="text-right font-semibold whitespace-nowrap text-slate-900 tabular-nums">
              <LineTotal line={line} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function LinesCards({ cart, owner, onMessage }: LinesProps) {
  return (
    <ul aria-label="Items in your cart" className="flex flex-col gap-3">
      {cart.cart.map((line) => (
        <LineCard key={line.id} line={line} owner={owner} onMessage={onMessage} />
      ))}
    </ul>
  );
}

type LineCardProps = { line: CartLine; owner: string; onMessage: (message: string) => void };

function LineCard({ line, owner, onMessage }: LineCardProps) {
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 shadow-xs">
      <div className="flex gap-3">
        <LineImage line={line} className="size-20" />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <LineName line={line} className="leading-snug" />
          <p className="text-sm text-slate-600 tabular-nums">
            <span className="sr-only">Price: </span>
            <LinePrice line={line} />
          </p>
          <UnavailableNote line={line} />
          <ReorderArtworkNote line={line} />
        </div>
        {line.available && (
          <div className="-mt-2 -mr-2">
            <RemoveButton line={line} owner={owner} onMessage={onMessage} />
          </div>
        )}
      </div>
      <div className="mt-3 flex items-center justify-between border-t border-slate-100 pt-3">
        <LineQuantity line={line} owner={owner} onMessage={onMessage} />
        <p className="text-right">
          <span className="block text-xs font-semibold tracking-wide text-slate-500 uppercase">
            Subtotal
          </span>
          <span className="font-semibold text-slate-900 tabular-nums">
            <LineTotal line={line} />
          </span>
        </p>
      </div>
    </li>
  );
}

/**
 * The −/+ stepper of a line that can be bought; for one that cannot, its quantity and a Remove
 * button, the one thing left to do with it.
 */
function LineQuantity({ line, owner, onMessage }: LineCardProps) {
  if (line.available) return <QuantityControl line={line} owner={owner} onMessage={onMessage} />;
  return (
    <span className="inline-flex items-center gap-3 text-sm text-slate-600">
      <span className="tabular-nums">× {line.product_qty}</span>
      <RemoveButton line={line} owner={owner} onMessage={onMessage} look="outline" />
    </span>
  );
}

/**
 * CART TOTALS: the subtotal of the lines that can be bought, the sales tax estimated for the
 * saved address's region or the one picked (checkout charges the billing address's), and the
 * total. Checkout stays closed, saying why, while a line cannot be bought.
 */
function CartTotals({ cart, signedIn }: { cart: CartResponse; signedIn: boolean }) {
  const blocked = checkoutBlockedReason(cart.cart);
  const [region, setRegion] = useState<TaxRegionChoice>({});
  // The estimate starts from the account's saved address (none signed out) until one is picked;
  // the region comes back even where no tax is collected, so shipping is quoted there too.
  const tax = useTaxEstimate(region, cart.subtotal);
  const taxLines = tax.data?.tax?.lines ?? [];
  const exemption = tax.data?.tax?.exemption;
  const taxCents = taxLines.reduce((sum, line) => sum + dollarsToCents(line.amount), 0);
  const estimated = tax.data?.region;
  const picked = region.country
    ? `${region.country}-${region.state}`
    : estimated
      ? `${estimated.country}-${estimated.state}`
      : '';
  // Shipping to that region by its cheapest method, until checkout knows the ship-to address.
  const [shipCountry = '', shipRegion = ''] = picked.split('-');
  const quote = useShippingQuote(
    picked ? { country: shipCountry, region: shipRegion, rush: false } : undefined,
    cart.subtotal,
  );
  const cheapest = picked
    ? quote.data?.methods.reduce<QuotedShippingMethod | undefined>(
        (low, method) => (!low || method.price < low.price ? method : low),
        undefined,
      )
    : undefined;
  const shippingCents = cheapest ? dollarsToCents(cheapest.price) : 0;
  return (
    <section
      aria-labelledby="cart-totals-heading"
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-xs lg:sticky lg:top-28"
    >
      <h2
        id="cart-totals-heading"
        className="text-sm font-bold tracking-wider text-slate-900 uppercase"
      >
        Cart totals
      </h2>
      <dl className="mt-4 divide-y divide-slate-100 text-sm">
        <div className="flex justify-between gap-4 py-3">
          <dt className="font-medium text-slate-700 uppercase">Subtotal</dt>
          <dd className="font-semibold text-slate-900 tabular-nums">
            {formatDollars(cart.subtotal)}
          </dd>
        </div>
        <div className="flex justify-between gap-4 py-3">
          <dt className="text-slate-700">
            <span className="font-medium">Shipping</span>
            <span className="block text-xs text-slate-500">
              {cheapest ? `Estimate: ${cheapest.name} to ${shipRegion}` : 'Calculated at checkout'}
            </span>
          </dt>
          <dd className="text-slate-900 tabular-nums">
            {cheapest ? formatMoney(shippingCents) : '—'}
          </dd>
        </div>
        <div className="flex justify-between gap-4 py-3">
          <dt className="text-slate-700">
            <span className="font-medium">Estimated tax</span>
            <span className="block text-xs text-slate-500">
              {exemption
                ? `Tax exempt — certificate ${exemption.certificate_number} (${exemption.state})`
                : taxLines.length > 0
                  ? taxLines.map((line) => `${line.name} ${line.rate}%`).join(' + ')
                  : picked
                    ? 'No sales tax charged there'
                    : 'Choose where you are billed'}
            </span>
          </dt>
          <dd className="text-slate-900 tabular-nums">{formatMoney(taxCents)}</dd>
        </div>
        <div className="flex justify-between gap-4 py-3">
          <dt className="font-bold text-slate-900 uppercase">Total</dt>
          <dd className="text-lg font-bold text-slate-900 tabular-nums">
            {formatMoney(dollarsToCents(cart.subtotal) + shippingCents + taxCents)}
          </dd>
        </div>
      </dl>
      <div className="mt-1">
        <Select
          label="Estimate for"
          value={picked}
          containerClassName="text-xs"
          onChange={(event) => {
            const [country, state] = event.target.value.split('-');
            setRegion({ country, state });
          }}
        >
          <option value="" disabled>
            Choose a state or province
          </option>
          <optgroup label="United States">
            {US_STATES.map((state) => (
              <option key={state.code} value={`US-${state.code}`}>
                {state.name}
              </option>
            ))}
          </optgroup>
          <optgroup label="Canada">
            {CA_PROVINCES.map((province) => (
              <option key={province.code} value={`CA-${province.code}`}>
                {province.name}
              </option>
            ))}
          </optgroup>
        </Select>
      </div>
      <p className="mt-2 text-xs text-slate-500">
        Tax is charged for the billing address you give at checkout.
      </p>
      {blocked ? (
        <>
          <Button size="lg" className="mt-4 w-full" disabled aria-describedby="checkout-blocked">
            Proceed to checkout
            <ArrowRight aria-hidden />
          </Button>
          <p id="checkout-blocked" className="mt-2 text-sm text-red-800">
            {blocked}
          </p>
        </>
      ) : (
        <>
          <Button asChild size="lg" className="mt-4 w-full">
            <Link to="/checkout">
              Proceed to checkout
              <ArrowRight aria-hidden />
            </Link>
          </Button>
          {!signedIn && (
            <div className="mt-2">
              <SignInAtCheckoutNote />
            </div>
          )}
        </>
      )}
      <Button asChild variant="secondary" className="mt-3 w-full">
        {/* Signing in comes first when needed: quotes belong to an account. */}
        <Link to="/dashboard-client/quotes/new">
          <FileQuestion aria-hidden />
          Request a quote
        </Link>
      </Button>
      <p className="mt-1 text-center text-xs text-slate-500">
        More than 10 of a product, or a large order? We price it for you.
      </p>
      <Link
        to="/allproducts"
        className="mt-3 block text-center text-sm font-semibold text-glow-700 underline-offset-4 hover:underline"
      >
        Continue shopping
      </Link>
    </section>
  );
}
