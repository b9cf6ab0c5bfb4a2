import { Select } from '../../../components/ui/select';
import { formatShowing } from '../../../lib/format';
import { parseSortOrder, SORT_OPTIONS } from '../sort-options';
import { useSortOrder } from '../use-sort-order';

type CatalogueToolbarProps = { first: number; last: number; total: number };

/** Result count and sort order above a product list. */
export function CatalogueToolbar({ first, last, total }: CatalogueToolbarProps) {
  const [sortOrder, setSortOrder] = useSortOrder();

  return (
    <div className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white px-4 py-3 shadow-xs sm:flex-row sm:items-center sm:justify-between">
      <p aria-live="polite" className="text-sm text-slate-600">
        {formatShowing(first, last, total)}
      </p>
      <Select
        label="Sort products"
        hideLabel
        value={sortOrder}
        onChange={(event) => setSortOrder(parseSortOrder(event.target.value))}
        containerClassName="sm:w-64"
      >
        {SORT_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    </div>
  );
}
