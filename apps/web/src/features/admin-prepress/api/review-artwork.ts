import {
  ArtworkActionResponseSchema,
  type ApproveArtwork,
  type RequestNewArtwork,
} from '@backlit/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { ensureCsrfCookie } from '../../../lib/csrf-cookie';
import { prepressKeys } from './get-prepress-queue';

type Target = { orderId: number; fileId: number };

/** POST …/artwork/files/{fileId}/approve — for print, with a reason over warnings. */
export async function approveArtwork({ orderId, fileId, ...body }: Target & ApproveArtwork) {
  await ensureCsrfCookie();
  return apiFetch(`/api/orders/${orderId}/artwork/files/${fileId}/approve`, {
    method: 'POST',
    body,
    schema: ArtworkActionResponseSchema,
  });
}

/** POST …/artwork/files/{fileId}/request-new-file — the customer is e-mailed the message. */
export async function requestNewArtwork({ orderId, fileId, ...body }: Target & RequestNewArtwork) {
  await ensureCsrfCookie();
  return apiFetch(`/api/orders/${orderId}/artwork/files/${fileId}/request-new-file`, {
    method: 'POST',
    body,
    schema: ArtworkActionResponseSchema,
  });
}

/** Both review actions; `onReviewed` refreshes what the page shows of the order's artwork. */
export function useReviewArtwork(onReviewed: () => void) {
  const queryClient = useQueryClient();
  const onSuccess = () => {
    void queryClient.invalidateQueries({ queryKey: prepressKeys.queue });
    onReviewed();
  };
  return {
    approve: useMutation({ mutationFn: approveArtwork, onSuccess }),
    request: useMutation({ mutationFn: requestNewArtwork, onSuccess }),
  };
}
