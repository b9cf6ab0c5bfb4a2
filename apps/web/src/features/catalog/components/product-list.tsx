import { PackageSearch, X } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Pagination } from '../../../components/ui/pagination';
import { LoadError } from '../../../components/ui/load-error';
import { formatShowing } from '../../../lib/format';
import { isApiError } from '../../../lib/api-error';
import { useProducts } from '../api/get-products';
import { useCatalogSelection, type CatalogRoute } from '../catalog-selection';
import { pageSearch, useListParams } from '../list-params';
import { listQuery } from '../list-query';
import { CatalogToolbar } from './catalog-toolbar';
import { ProductGrid, ProductGridSkeleton } from './product-grid';

type ProductListProps = {
  /** `all` or a category's path, and the sub-category a `/{SubCategoryName}` URL names. */
  route: Omit<CatalogRoute, 'querySub'>;
  /** Shown instead of the list when the category or sub-category does not exist. */
  notFound: ReactNode;
  /** A fixed shop list whose category is missing shows an empty list instead of not-found. */
  emptyWhenMissing?: boolean;
};

/**
 * A page of the shop's products with its toolbar and page links. Everything the shopper chooses
 * lives in the URL (`?page&sort&sub&q`), so Back/Forward and shared links show the same list.
 */
export function ProductList({ route, notFound, emptyWhenMissing = false }: ProductListProps) {
  const { params, searchParams, change } = useListParams();
  const navigate = useNavigate();
  const selection = useCatalogSelection({ ...route, querySub: params.sub });

  const { request, enabled, missing } = listQuery(route, params, selection);
  const products = useProducts(request, { enabled });

  const failed = products.isError && !isApiError(products.error, 404);
  useEffect(() => {
    if (failed) console.error('Could not load the products.', products.error);
  }, [failed, products.error]);

  if ((missing || isApiError(products.error, 404)) && !emptyWhenMissing) return notFound;

  const page = products.data;
  const count = page?.products.length ?? 0;
  const first = page && count > 0 ? (page.page - 1) * page.per_page + 1 : 0;
  const last = count > 0 ? first + count - 1 : 0;
  const showing = page
    ? formatShowing(first, last, page.total)
    : missing || isApiError(products.error, 404)
      ? formatShowing(0, 0, 0)
      : undefined;
  const filtered = params.q !== undefined || params.sub !== undefined;

  const onSub = (path: string) => {
    if (!route.subCategory) return change({ sub: path });
    // On a sub-category's own page the dropdown moves to the chosen list, keeping order and search.
    const keep = new URLSearchParams(searchParams);
    keep.delete('page');
    keep.delete('sub');
    const search = keep.toString() ? `?${keep.toString()}` : '';
    const parent = selection.category?.path;
    void navigate(path ? `/${path}${search}` : `/category/${parent ?? ''}${search}`);
  };

  // Clearing a search is a link, so it works before the page's code has loaded too.
  const withoutSearch = new URLSearchParams(searchParams);
  withoutSearch.delete('q');
  withoutSearch.delete('page');
  const cleared = withoutSearch.toString();

  return (
    <div className="flex flex-col gap-6">
      {params.q !== undefined && (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-base font-medium text-slate-900">
            {page ? formatFound(page.total) : 'Searching…'}
          </p>
          <Button asChild variant="secondary" size="sm">
            <Link to={{ search: cleared ? `?${cleared}` : '' }} preventScrollReset>
              <X aria-hidden />
              Clear search
            </Link>
          </Button>
        </div>
      )}
      <CatalogToolbar
        showing={showing}
        sort={params.sort}
        onSort={(sort) => change({ sort })}
        perPage={params.perPage}
        onPerPage={(perPage) => change({ per_page: String(perPage) })}
        subChoices={selection.choices}
        sub={selection.subCategory?.path ?? ''}
        onSub={onSub}
        q={params.q ?? ''}
        onSearch={(q) => change({ q })}
        current={{ categoryId: selection.category?.id, subCategoryId: selection.subCategory?.id }}
      />
      {failed ? (
        <LoadError what="Products" error={products.error} onRetry={() => void products.refetch()} />
      ) : page ? (
        page.products.length > 0 ? (
          <>
            {/* The cards' names are h3s: on a phone, where the categories' h2 is in the drawer,
                this keeps the page's headings in order. */}
            <h2 className="sr-only">Products</h2>
            <ProductGrid products={page.products} busy={products.isPlaceholderData} opensPage />
            <Pagination
              page={page.page}
              pageCount={Math.ceil(page.total / page.per_page)}
              to={(target) => ({ search: pageSearch(searchParams, target) })}
            />
          </>
        ) : page.total > 0 ? (
          <EmptyState
            icon={PackageSearch}
            title="No products found."
            text={`This list ends at page ${Math.ceil(page.total / page.per_page)}.`}
            action={
              <Button asChild variant="secondary">
                <Link to={{ search: pageSearch(searchParams, 1) }}>Go to the first page</Link>
              </Button>
            }
          />
        ) : (
          <EmptyState
            icon={PackageSearch}
            title="No products found."
            text={
              filtered
                ? 'Nothing matches this search or filter. Try other words or clear them.'
                : 'Nothing is listed here at the moment. Have a look at the rest of the shop.'
            }
            action={
              filtered ? (
                <Button
                  variant="secondary"
                  onClick={() => change({ q: undefined, sub: undefined })}
                >
                  Clear search and filters
                </Button>
              ) : (
                <Button asChild variant="secondary">
                  <Link to="/allproducts">Browse all products</Link>
                </Button>
              )
            }
          />
        )
      ) : missing || isApiError(products.error, 404) ? (
        <EmptyState
          icon={PackageSearch}
          title="No products found."
          text="Nothing is listed here at the moment. Have a look at the rest of the shop."
          action={
            <Button asChild variant="secondary">
              <Link to="/allproducts">Browse all products</Link>
            </Button>
          }
        />
      ) : (
        <ProductGridSkeleton count={Math.min(params.perPage, 12)} />
      )}
    </div>
  );
}

/** How many products a search found. */
function formatFound(total: number): string {
  if (total === 0) return 'No products found';
  return total === 1 ? '1 product found' : `${total} products found`;
}
