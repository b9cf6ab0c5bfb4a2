import { AdminHomePageResponseSchema, type HomePageRequest } from '@backlit/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { ensureCsrfCookie } from '../../../lib/csrf-cookie';
import { adminContentKeys } from './get-entries';

const HOME_URL = '/api/admin/content/home';
const homeKey = [...adminContentKeys.all, 'home'] as const;

/** GET /api/admin/content/home — the hero and featured products, for editing. */
export function useHomePageForEditor() {
  return useQuery({
    queryKey: homeKey,
    queryFn: async ({ signal }) =>
      (await apiFetch(HOME_URL, { schema: AdminHomePageResponseSchema, signal })).home,
  });
}

/** PUT /api/admin/content/home — saving publishes at once. */
export function useSaveHomePage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: HomePageRequest) => {
      await ensureCsrfCookie();
      return (
        await apiFetch(HOME_URL, { method: 'PUT', body, schema: AdminHomePageResponseSchema })
      ).home;
    },
    onSuccess: (home) => queryClient.setQueryData(homeKey, home),
  });
}
