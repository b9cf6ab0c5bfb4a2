import {
  AdminReviewsResponseSchema,
  ReviewSettingsResponseSchema,
  type ReviewStatus,
} from '@backlit/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export const adminReviewsKeys = {
  all: ['admin-reviews'] as const,
  list: (status: ReviewStatus, page: number) => ['admin-reviews', status, page] as const,
  settings: ['admin-reviews', 'settings'] as const,
};

/** GET /api/admin/reviews?status&page — the moderation queue, oldest first. */
export function getAdminReviews(status: ReviewStatus, page: number, signal?: AbortSignal) {
  const search = new URLSearchParams({ status, page: String(page) });
  return apiFetch(`/api/admin/reviews?${search}`, { schema: AdminReviewsResponseSchema, signal });
}

export function useAdminReviews(status: ReviewStatus, page: number) {
  return useQuery({
    ...queryOptions({
      queryKey: adminReviewsKeys.list(status, page),
      queryFn: ({ signal }) => getAdminReviews(status, page, signal),
    }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/admin/settings/reviews */
export function useReviewSettings() {
  return useQuery({
    queryKey: adminReviewsKeys.settings,
    queryFn: async ({ signal }) =>
      (
        await apiFetch('/api/admin/settings/reviews', {
          schema: ReviewSettingsResponseSchema,
          signal,
        })
      ).settings,
  });
}
