import {
  ModerateReviewResponseSchema,
  ReviewSettingsResponseSchema,
  type ReviewSettings,
} from '@backlit/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { ensureCsrfCookie } from '../../../lib/csrf-cookie';
import { adminReviewsKeys } from './get-reviews';

/** What staff do with a review: publish it, hide it with a reason, or answer it publicly. */
export type Moderation =
  | { kind: 'approve'; id: number }
  | { kind: 'hide'; id: number; reason: string }
  | { kind: 'reply'; id: number; reply: string };

export async function moderateReview(action: Moderation) {
  await ensureCsrfCookie();
  const schema = ModerateReviewResponseSchema;
  switch (action.kind) {
    case 'approve':
      return apiFetch(`/api/admin/reviews/${action.id}/approve`, { method: 'POST', schema });
    case 'hide':
      return apiFetch(`/api/admin/reviews/${action.id}/hide`, {
        method: 'POST',
        body: { reason: action.reason },
        schema,
      });
    case 'reply':
      return apiFetch(`/api/admin/reviews/${action.id}/reply`, {
        method: 'PUT',
        body: { reply: action.reply },
        schema,
      });
  }
}

export function useModerateReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moderateReview,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminReviewsKeys.all }),
  });
}

/** PUT /api/admin/settings/reviews */
export function useSaveReviewSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (settings: ReviewSettings) => {
      await ensureCsrfCookie();
      return (
        await apiFetch('/api/admin/settings/reviews', {
          method: 'PUT',
          body: settings,
          schema: ReviewSettingsResponseSchema,
        })
      ).settings;
    },
    onSuccess: (settings) => queryClient.setQueryData(adminReviewsKeys.settings, settings),
  });
}
