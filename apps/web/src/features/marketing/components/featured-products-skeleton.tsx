/** Placeholder cards while the featured products (or their code) load. */
export function FeaturedProductsSkeleton() {
  return (
    <div role="status" aria-label="Loading featured products">
      <div aria-hidden className="grid grid-cols-2 gap-4 sm:gap-6 lg:grid-cols-4">
        {[0, 1, 2, 3].map((index) => (
          <div key={index} className="overflow-hidden rounded-xl border border-slate-200 bg-white">
            <div className="aspect-square animate-pulse bg-slate-100" />
            <div className="flex flex-col gap-2 p-4">
              <div className="h-4 w-3/4 animate-pulse rounded bg-slate-200" />
              <div className="h-4 w-1/3 animate-pulse rounded bg-slate-100" />
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}
