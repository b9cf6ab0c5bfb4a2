import { LOW_STOCK_THRESHOLD, type DashboardResponse } from '@backlit/domain';
import { Link } from 'react-router';
import { cn } from '../../../lib/cn';

/** Products at or under LOW_STOCK_THRESHOLD units, lowest first, each leading to its edit page. */
export function LowStock({ products }: { products: DashboardResponse['low_stock'] }) {
  return (
    <section
      aria-labelledby="low-stock"
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-5"
    >
      <h2 id="low-stock" className="text-lg font-semibold text-slate-900">
        Low stock
      </h2>
      <p className="text-sm text-slate-600">Products with {LOW_STOCK_THRESHOLD} units or fewer.</p>
      {products.length === 0 ? (
        <p className="text-sm text-slate-600">Every product is well stocked.</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {products.map((product) => (
            <li key={product.id} className="flex items-center justify-between gap-3 py-2">
              <Link
                to={`/admin/edit-product/${product.id}`}
                className="min-w-0 text-sm font-medium text-slate-900 underline"
              >
                <span className="block truncate">{product.name}</span>
                <span className="block text-xs font-normal text-slate-500">{product.sku}</span>
              </Link>
              <span
                className={cn(
                  'shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1',
                  product.stock === 0
                    ? 'bg-red-50 text-red-800 ring-red-200'
                    : 'bg-amber-50 text-amber-900 ring-amber-200',
                )}
              >
                {product.stock === 0 ? 'Out of stock' : `${product.stock} left`}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
