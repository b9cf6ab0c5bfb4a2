import { SEARCH_MAX } from '@backlit/domain';
import { Package, Plus, Search, X } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { QueryState } from '../../../components/query-state';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { controlClassName } from '../../../components/ui/field';
import { Pagination } from '../../../components/ui/pagination';
import { ProductsTable, useProducts } from '../../../features/admin-catalog';
import { cn } from '../../../lib/cn';
import { AdminPage } from '../../layouts/admin/admin-page';

type Notice = { variant: 'success' | 'error'; message: string; at: number };

function ViewProductsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(searchParams.get('page') ?? '1', 10) || 1);
  const q = searchParams.get('q')?.trim() ?? '';
  const products = useProducts({ page, q });
  const [notice, setNotice] = useState<Notice>();

  const href = (target: number) => {
    const next = new URLSearchParams(searchParams);
    if (target > 1) next.set('page', String(target));
    else next.delete('page');
    return `?${next}`;
  };
  const search = (text: string) => {
    const next = new URLSearchParams();
    if (text.trim()) next.set('q', text.trim());
    setSearchParams(next);
  };

  return (
    <AdminPage
      title="Products"
      description="Every product of the catalogue with its SKU, stock and prices, newest first."
      actions={
        <Button asChild>
          <Link to="/admin/add-product">
            <Plus aria-hidden />
            Add Product
          </Link>
        </Button>
      }
    >
      {notice && (
        <Alert
          key={notice.at}
          variant={notice.variant}
          autoHide={notice.variant === 'success'}
          onClose={() => setNotice(undefined)}
        >
          {notice.message}
        </Alert>
      )}
      <SearchBox key={q} initial={q} onSearch={search} />
      <QueryState query={products} loading="Loading Products..." what="The products">
        {({ products: rows, total, per_page: perPage }) => {
          if (rows.length > 0) {
            const first = (page - 1) * perPage + 1;
            return (
              <div className="flex flex-col gap-4">
                <p className="text-sm text-slate-600" aria-live="polite">
                  Showing {first}–{first + rows.length - 1} of {total} product
                  {total === 1 ? '' : 's'}
                  {q ? ` matching “${q}”` : ''}
                </p>
                <ProductsTable
                  products={rows}
                  stale={products.isPlaceholderData}
                  onDeleted={(answer) =>
                    setNotice({ variant: 'success', message: answer.message, at: Date.now() })
                  }
                  onFailed={(message) => setNotice({ variant: 'error', message, at: Date.now() })}
                />
                <Pagination
                  page={page}
                  pageCount={Math.ceil(total / perPage)}
                  to={href}
                  label="Product pages"
                />
              </div>
            );
          }
          return q ? (
            <EmptyState
              icon={Search}
              title="No products found."
              text={`Nothing matches “${q}”. Try a shorter word or the SKU.`}
              action={
                <Button variant="secondary" onClick={() => search('')}>
                  Clear search
                </Button>
              }
            />
          ) : page > 1 && total > 0 ? (
            <EmptyState
              icon={Package}
              title="This page is empty."
              text="The list has fewer pages now."
              action={
                <Button asChild variant="secondary">
                  <Link to={href(1)}>Go to the first page</Link>
                </Button>
              }
            />
          ) : (
            <EmptyState
              icon={Package}
              title="No products yet."
              text="Products you add appear here and in the shop."
              action={
                <Button asChild>
                  <Link to="/admin/add-product">
                    <Plus aria-hidden />
                    Add Product
                  </Link>
                </Button>
              }
            />
          );
        }}
      </QueryState>
    </AdminPage>
  );
}

function SearchBox({ initial, onSearch }: { initial: string; onSearch: (q: string) => void }) {
  const [text, setText] = useState(initial);
  return (
    <form
      role="search"
      className="flex gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text);
      }}
    >
      <label htmlFor="product-search" className="sr-only">
        Search products
      </label>
      <div className="relative flex-1 sm:max-w-md">
        <Search
          aria-hidden
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
        />
        <input
          id="product-search"
          type="search"
          value={text}
          maxLength={SEARCH_MAX}
          placeholder="Name, SKU or description"
          onChange={(event) => setText(event.target.value)}
          className={cn(controlClassName, 'pr-3 pl-9')}
        />
      </div>
      <Button type="submit" variant="secondary">
        Search
      </Button>
      {initial && (
        <Button variant="ghost" size="icon" aria-label="Clear search" onClick={() => onSearch('')}>
          <X aria-hidden />
        </Button>
      )}
    </form>
  );
}

export { ViewProductsPage as Component };
