import { AccountShowsResponseSchema } from '@backlit/domain';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { accountOrderKeys } from './keys';

/** GET /api/account/shows — the customer's orders planned for a show or a date. */
export function useAccountShows() {
  return useQuery({
    queryKey: accountOrderKeys.shows,
    queryFn: async ({ signal }) =>
      (await apiFetch('/api/account/shows', { schema: AccountShowsResponseSchema, signal })).orders,
  });
}
