import { PRODUCTS_PER_PAGE_CHOICES, SEARCH_MAX } from '@backlit/domain';
import { Search, SlidersHorizontal, X } from 'lucide-react';
import { Suspense, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { controlClassName } from '../../../components/ui/field';
import { Select } from '../../../components/ui/select';
import { lazyComponent } from '../../../lib/chunk-load';
import { cn } from '../../../lib/cn';
import { useDeferredDialog } from '../../../lib/use-deferred-dialog';
import type { SubCategoryGroup } from '../catalog-selection';
import { SORT_OPTIONS, parseSortOrder, type SortOrder } from '../sort-options';
import { CategoriesPanel, type CurrentCategory } from './categories-panel';

const filterDrawer = lazyComponent(
  'filter-drawer',
  async () => (await import('./filter-drawer')).FilterDrawer,
);

type CatalogToolbarProps = {
  /** "Showing 1–12 of 34 products", or undefined while the first answer is on its way. */
  showing: string | undefined;
  sort: SortOrder;
  onSort: (sort: SortOrder) => void;
  /** Products a page, one of PRODUCTS_PER_PAGE_CHOICES. */
  perPage: number;
  onPerPage: (perPage: number) => void;
  /** The dropdown's choices; no dropdown when there are none. */
  subChoices: SubCategoryGroup[];
  /** The chosen sub-category's path ('' for all). */
  sub: string;
  onSub: (sub: string) => void;
  q: string;
  onSearch: (q: string) => void;
  /** The category being shown, for the categories list in the phone's filter drawer. */
  current: CurrentCategory;
};

/**
 * Result count, search, sub-category filter and sort order above a product list. Below 1024 px
 * the filter, the sort order and the categories (beside the list on wider screens) sit behind a
 * Filter button that opens a drawer, so the products come first on a phone.
 */
export function CatalogToolbar({ showing, current, ...choices }: CatalogToolbarProps) {
  const filters = useDeferredDialog(filterDrawer.preload);
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-xs">
      {/* Keyed by the URL's text, so Back/Forward put the right words in the box. */}
      <SearchBox key={choices.q} q={choices.q} onSearch={choices.onSearch} />
      <div className="flex items-center justify-between gap-3">
        <p aria-live="polite" className="min-h-5 text-sm text-slate-600">
          {showing ?? <span className="sr-only">Loading products…</span>}
        </p>
        <div className="flex gap-3 max-lg:hidden">
          <ListChoices {...choices} />
        </div>
        <Button variant="secondary" className="lg:hidden" {...filters.triggerProps}>
          <SlidersHorizontal aria-hidden />
          Filter
        </Button>
        {filters.mounted && (
          <Suspense>
            <filterDrawer.Component {...filters.dialogProps}>
              <div className="flex flex-col gap-4">
                <ListChoices {...choices} />
                <CategoriesPanel current={current} />
              </div>
            </filterDrawer.Component>
          </Suspense>
        )}
      </div>
    </div>
  );
}

type ListChoicesProps = Omit<CatalogToolbarProps, 'showing' | 'current' | 'q' | 'onSearch'>;

/** The sub-category dropdown (when the list has sub-categories), the sort order and page size. */
function ListChoices({
  sort,
  onSort,
  perPage,
  onPerPage,
  subChoices,
  sub,
  onSub,
}: ListChoicesProps) {
  const grouped = subChoices.length > 1;
  return (
    <>
      {subChoices.length > 0 && (
        <Select
          label="Sub-category"
          hideLabel
          value={sub}
          onChange={(event) => onSub(event.target.value)}
          containerClassName="lg:w-52"
        >
          <option value="">All sub-categories</option>
          {grouped
            ? subChoices.map((group) => (
                <optgroup key={group.label} label={group.label}>
                  <SubOptions group={group} />
                </optgroup>
              ))
            : subChoices.map((group) => <SubOptions key={group.label} group={group} />)}
        </Select>
      )}
      <Select
        label="Sort products"
        hideLabel
        value={sort}
        onChange={(event) => onSort(parseSortOrder(event.target.value))}
        containerClassName="lg:w-48"
      >
        {SORT_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
      <Select
        label="Products per page"
        hideLabel
        value={String(perPage)}
        onChange={(event) => onPerPage(Number(event.target.value))}
        containerClassName="lg:w-32"
      >
        {PRODUCTS_PER_PAGE_CHOICES.map((size) => (
          <option key={size} value={size}>
            {size} a page
          </option>
        ))}
      </Select>
    </>
  );
}

function SubOptions({ group }: { group: SubCategoryGroup }) {
  return group.subCategories.map((subCategory) => (
    <option key={subCategory.id} value={subCategory.path}>
      {subCategory.nameSubCategory}
    </option>
  ));
}

function SearchBox({ q, onSearch }: { q: string; onSearch: (q: string) => void }) {
  const [text, setText] = useState(q);
  return (
    <form
      role="search"
      aria-label="Products"
      className="flex min-w-0 flex-1 gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text.trim());
      }}
    >
      <div className="relative min-w-0 flex-1">
        <label htmlFor="product-search" className="sr-only">
          Search products
        </label>
        <Search
          aria-hidden
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
        />
        <input
          id="product-search"
          type="search"
          value={text}
          maxLength={SEARCH_MAX}
          placeholder="Search by name, SKU or description"
          onChange={(event) => setText(event.target.value)}
          className={cn(
            controlClassName,
            'pr-10 pl-9 [&::-webkit-search-cancel-button]:appearance-none',
          )}
        />
        {(text || q) && (
          <button
            type="button"
            aria-label="Clear search"
            onClick={() => {
              setText('');
              if (q) onSearch('');
            }}
            className="absolute top-1/2 right-1.5 grid size-8 -translate-y-1/2 place-items-center rounded-md text-slate-500 hover:bg-slate-100 hover:text-slate-900"
          >
            <X aria-hidden className="size-4" />
          </button>
        )}
      </div>
      <Button type="submit" variant="secondary">
        Search
      </Button>
    </form>
  );
}
