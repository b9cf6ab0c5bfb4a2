import { SEARCH_MAX } from '@backlit/domain';
import { Search, X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { controlClassName } from '../../../components/ui/field';
import { Select } from '../../../components/ui/select';
import { cn } from '../../../lib/cn';
import type { SubCategoryGroup } from '../catalog-selection';
import { SORT_OPTIONS, parseSortOrder, type SortOrder } from '../sort-options';

type CatalogToolbarProps = {
  /** "Showing 1–6 of 24 item(s)", or undefined while the first answer is on its way. */
  showing: string | undefined;
  sort: SortOrder;
  onSort: (sort: SortOrder) => void;
  /** The dropdown's choices; no dropdown when there are none. */
  subChoices: SubCategoryGroup[];
  /** The chosen sub-category's path ('' for all). */
  sub: string;
  onSub: (sub: string) => void;
  q: string;
  onSearch: (q: string) => void;
};

/** Result count, search, sub-category filter and sort order above a product list. */
export function CatalogToolbar({
  showing,
  sort,
  onSort,
  subChoices,
  sub,
  onSub,
  q,
  onSearch,
}: CatalogToolbarProps) {
  const grouped = subChoices.length > 1;
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-xs">
      {/* Keyed by the URL's text, so Back/Forward put the right words in the box. */}
      <SearchBox key={q} q={q} onSearch={onSearch} />
      <div className="flex flex-col gap-3 md:flex-row md:items-center md:justify-between">
        <p aria-live="polite" className="min-h-5 text-sm text-slate-600">
          {showing ?? <span className="sr-only">Loading products…</span>}
        </p>
        <div className="grid gap-3 sm:grid-cols-2 md:flex">
          {subChoices.length > 0 && (
            <Select
              label="Sub-category"
              hideLabel
              value={sub}
              onChange={(event) => onSub(event.target.value)}
              containerClassName="md:w-52"
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
            containerClassName="md:w-60"
          >
            {SORT_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </Select>
        </div>
      </div>
    </div>
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
