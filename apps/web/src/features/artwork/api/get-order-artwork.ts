import { OrderArtworkResponseSchema, type OrderArtworkResponse } from '@backlit/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { artworkKeys } from './keys';

/** How often a page with a file being checked asks again. */
const CHECKING_POLL_MS = 2000;

/** GET /api/orders/{id}/artwork — the order's printed lines, files, reports and proofs. */
export function getOrderArtwork(orderId: number, signal?: AbortSignal) {
  return apiFetch(`/api/orders/${orderId}/artwork`, { schema: OrderArtworkResponseSchema, signal });
}

export function orderArtworkQueryOptions(orderId: number) {
  return queryOptions({
    queryKey: artworkKeys.order(orderId),
    queryFn: ({ signal }) => getOrderArtwork(orderId, signal),
    // While a file is being checked (or made) its report is on the way: look again until it is there.
    refetchInterval: (query) => (isChecking(query.state.data) ? CHECKING_POLL_MS : false),
  });
}

/** A file being checked, or the shop's version of one being made. */
function isChecking(data: OrderArtworkResponse | undefined): boolean {
  return (
    data?.lines.some(
      (line) => line.status === 'checking' || line.file?.correction?.status === 'checking',
    ) ?? false
  );
}

export function useOrderArtwork(orderId: number) {
  return useQuery(orderArtworkQueryOptions(orderId));
}
