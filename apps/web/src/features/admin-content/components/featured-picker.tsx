import { HOME_FEATURED_MAX, type HomeFeaturedProduct } from '@backlit/domain';
import { ArrowDown, ArrowUp, ImageOff, Plus, X } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';

/** The catalogue's search, as the page composing the form runs it (by name or SKU). */
export type ProductSearch = {
  query: string;
  onQuery: (query: string) => void;
  /** The products matching, undefined before the first answer. */
  found: HomeFeaturedProduct[] | undefined;
  busy: boolean;
  failed: boolean;
};

type FeaturedPickerProps = {
  picked: HomeFeaturedProduct[];
  onChange: (picked: HomeFeaturedProduct[]) => void;
  search: ProductSearch;
  error?: string;
};

/**
 * The products the home page features, in order: found by name or SKU in the catalogue, added,
 * moved up and down, removed. None picked: the home page shows its best sellers.
 */
export function FeaturedPicker({ picked, onChange, search, error }: FeaturedPickerProps) {
  const pickedIds = new Set(picked.map((product) => product.id));
  const full = picked.length >= HOME_FEATURED_MAX;

  const move = (index: number, by: -1 | 1) => {
    const next = [...picked];
    [next[index], next[index + by]] = [next[index + by]!, next[index]!];
    onChange(next);
  };

  return (
    <fieldset className="flex min-w-0 flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
      <legend className="px-1 text-base font-semibold text-slate-900">Featured products</legend>
      <p className="text-sm text-slate-600">
        Up to {HOME_FEATURED_MAX}, in this order. With none picked the home page shows the best
        sellers.
      </p>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <div className="grid gap-6 lg:grid-cols-2">
        <section aria-labelledby="featured-picked-heading" className="flex min-w-0 flex-col gap-2">
          <h3 id="featured-picked-heading" className="text-sm font-medium text-slate-800">
            Picked ({picked.length} of {HOME_FEATURED_MAX})
          </h3>
          {picked.length === 0 ? (
            <p className="rounded-lg border border-dashed border-slate-300 p-4 text-sm text-slate-500">
              None: the best sellers are shown.
            </p>
          ) : (
            <ol className="flex flex-col gap-2">
              {picked.map((product, index) => (
                <li
                  key={product.id}
                  className="flex items-center gap-3 rounded-lg border border-slate-200 p-2"
                >
                  <span className="w-5 text-right text-sm text-slate-500 tabular-nums">
                    {index + 1}.
                  </span>
                  <Thumbnail image={product.image} />
                  <span className="line-clamp-2 min-w-0 flex-1 text-sm font-medium text-slate-900">
                    {product.name}
                  </span>
                  <Button
                    type="button"
                    variant="ghost"
                    size="sm"
                    disabled={index === 0}
                    aria-label={`Move ${product.name} up`}
                    onClick={() => move(index, -1)}
                  >
                    <ArrowUp aria-hidden />
                  </Button>
                  <Button
                    type="button"
                    variant="ghost"
                    size="sm"
                    disabled={index === picked.length - 1}
                    aria-label={`Move ${product.name} down`}
                    onClick={() => move(index, 1)}
                  >
                    <ArrowDown aria-hidden />
                  </Button>
                  <Button
                    type="button"
                    variant="ghost"
                    size="sm"
                    aria-label={`Remove ${product.name}`}
                    onClick={() => onChange(picked.filter((other) => other.id !== product.id))}
                  >
                    <X aria-hidden />
                  </Button>
                </li>
              ))}
            </ol>
          )}
        </section>
        <section aria-labelledby="featured-search-heading" className="flex min-w-0 flex-col gap-2">
          <h3 id="featured-search-heading" className="sr-only">
            Find products
          </h3>
          <Input
            type="search"
            label="Find a product"
            hint="By name or SKU."
            value={search.query}
            onChange={(event) => search.onQuery(event.target.value)}
          />
          {search.failed ? (
            <p className="text-sm text-red-700">The catalogue could not be searched.</p>
          ) : (
            <ul aria-label="Products found" aria-busy={search.busy} className="flex flex-col gap-1">
              {(search.found ?? []).slice(0, 8).map((product) => (
                <li
                  key={product.id}
                  className="flex items-center gap-3 rounded-lg p-1.5 hover:bg-slate-50"
                >
                  <Thumbnail image={product.image} />
                  <span className="min-w-0 flex-1 truncate text-sm text-slate-800">
                    {product.name}
                  </span>
                  <Button
                    type="button"
                    variant="secondary"
                    size="sm"
                    disabled={pickedIds.has(product.id) || full}
                    aria-label={`Add ${product.name}`}
                    onClick={() => onChange([...picked, product])}
                  >
                    <Plus aria-hidden />
                    Add
                  </Button>
                </li>
              ))}
              {search.found?.length === 0 && (
                <li className="p-1.5 text-sm text-slate-500">No product matches.</li>
              )}
            </ul>
          )}
        </section>
      </div>
    </fieldset>
  );
}

function Thumbnail({ image }: { image: string | null }) {
  return image ? (
    <img
      src={`/storage/${image}`}
      alt=""
      width={40}
      height={40}
      className="size-10 shrink-0 rounded border border-slate-200 bg-slate-50 object-contain"
    />
  ) : (
    <span className="grid size-10 shrink-0 place-items-center rounded bg-slate-100 text-slate-400">
      <ImageOff aria-hidden className="size-4" />
    </span>
  );
}
