import { orderStatusLabel, TOP_BAR_SEARCH_MAX, TOP_BAR_SEARCH_MIN } from '@backlit/domain';
import { Package, Receipt, Search, User } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FocusEvent, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { useTopBarSearch } from '../api/search';

/** Waits this long after the last key before asking, so typing a word is one request. */
const TYPING_PAUSE_MS = 250;

/**
 * The top bar's search: finds orders (number, e-mail, name), products and customers as staff
 * type, in a panel under the box. Tab reaches each result; Escape in the box, or focus leaving
 * the box and its results, closes it.
 */
export function TopBarSearch() {
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const { key } = useLocation();
  // A result followed (any navigation) closes the panel and empties the box.
  const [shownAt, setShownAt] = useState(key);
  if (shownAt !== key) {
    setShownAt(key);
    setText('');
    setQ('');
    setOpen(false);
  }

  useEffect(() => {
    const timer = setTimeout(() => setQ(text.trim()), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  const container = useRef<HTMLDivElement>(null);
  // Focus moving from the box or a result to anything outside them closes the panel.
  const leave = (event: FocusEvent) => {
    if (!container.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
  };

  const search = useTopBarSearch(q);
  const ready = q.length >= TOP_BAR_SEARCH_MIN;
  const found = search.data;
  const count = found ? found.orders.length + found.products.length + found.customers.length : 0;

  return (
    <div ref={container} className="relative min-w-0 flex-1 md:max-w-md">
      <div role="search" aria-label="Back-office" className="relative">
        <label htmlFor={`${panelId}-input`} className="sr-only">
          Search orders, products and customers
        </label>
        <Search
          aria-hidden
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
        />
        <input
          id={`${panelId}-input`}
          type="search"
          value={text}
          maxLength={TOP_BAR_SEARCH_MAX}
          autoComplete="off"
          placeholder="Search orders, products, customers"
          aria-controls={panelId}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onBlur={leave}
          onKeyDown={(event) => {
            if (event.key === 'Escape') setOpen(false);
          }}
          className="h-10 w-full rounded-lg border border-slate-300 bg-slate-50 pr-3 pl-9 text-sm text-slate-900 placeholder:text-slate-500 focus:border-glow-500 focus:bg-white focus:outline-none [&::-webkit-search-cancel-button]:appearance-none"
        />
      </div>
      <div
        id={panelId}
        hidden={!open || !ready}
        className="absolute inset-x-0 top-12 z-40 max-h-[70dvh] overflow-y-auto rounded-xl border border-slate-200 bg-white p-2 shadow-xl max-md:fixed max-md:inset-x-3 max-md:top-16"
      >
        <p aria-live="polite" className="px-2 py-1 text-xs text-slate-600">
          {search.isError
            ? 'The search is not available right now.'
            : !found || search.isFetching
              ? ''
              : count === 0
                ? `Nothing found for “${q}”.`
                : `${count} ${count === 1 ? 'result' : 'results'} for “${q}”`}
        </p>
        {!found && search.isFetching && (
          <div className="grid place-items-center py-4">
            <Spinner label="Searching" />
          </div>
        )}
        {found && (
          <div className={cn('flex flex-col gap-2', search.isPlaceholderData && 'opacity-60')}>
            <ResultGroup title="Orders">
              {found.orders.map((order) => (
                <Result
                  key={order.id}
                  to={`/admin/orders/${order.id}`}
                  icon={<Receipt aria-hidden className="size-4" />}
                  title={order.tracking_no}
                  detail={`${order.name} · ${order.email} · ${orderStatusLabel(order.status, order.on_account)}`}
                  onBlur={leave}
                />
              ))}
            </ResultGroup>
            <ResultGroup title="Products">
              {found.products.map((product) => (
                <Result
                  key={product.id}
                  to={`/admin/edit-product/${product.id}`}
                  icon={<Package aria-hidden className="size-4" />}
                  title={product.name}
                  detail={`SKU ${product.sku}`}
                  onBlur={leave}
                />
              ))}
            </ResultGroup>
            <ResultGroup title="Customers">
              {found.customers.map((customer) => (
                <Result
                  key={customer.id}
                  to={`/admin/orders?${new URLSearchParams({ q: customer.email })}`}
                  icon={<User aria-hidden className="size-4" />}
                  title={customer.name || customer.email}
                  detail={`${customer.email} · their orders`}
                  onBlur={leave}
                />
              ))}
            </ResultGroup>
          </div>
        )}
      </div>
    </div>
  );
}

function ResultGroup({ title, children }: { title: string; children: ReactNode[] }) {
  if (children.length === 0) return null;
  return (
    <section aria-label={title}>
      <h2 className="px-2 pt-1 text-xs font-semibold tracking-wide text-slate-500 uppercase">
        {title}
      </h2>
      <ul>{children}</ul>
    </section>
  );
}

type ResultProps = {
  to: string;
  icon: ReactNode;
  title: string;
  detail: string;
  onBlur: (event: FocusEvent) => void;
};

function Result({ to, icon, title, detail, onBlur }: ResultProps) {
  return (
    <li>
      <Link
        to={to}
        onBlur={onBlur}
        className="flex items-start gap-3 rounded-lg px-2 py-2 text-sm hover:bg-slate-100 focus-visible:bg-slate-100"
      >
        <span className="mt-0.5 text-slate-500">{icon}</span>
        <span className="min-w-0">
          <span className="block truncate font-medium text-slate-900">{title}</span>
          <span className="block truncate text-xs text-slate-600">{detail}</span>
        </span>
      </Link>
    </li>
  );
}
