import type { AdminOrdersFilter } from '@backlit/domain';
import { filterSearch } from './get-orders';

/** GET /api/orders/export.csv?status&from&to&q: a plain link, so the browser downloads it. */
export function exportOrdersUrl(filter: AdminOrdersFilter): string {
  const search = filterSearch(filter);
  return `/api/orders/export.csv${search ? `?${search}` : ''}`;
}
