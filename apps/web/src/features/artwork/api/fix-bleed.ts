import { ArtworkActionResponseSchema, type PrintChoice } from '@backlit/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { ensureCsrfCookie } from '../../../lib/csrf-cookie';
import { artworkKeys } from './keys';

type Target = { orderId: number; fileId: number };

/** POST …/artwork/files/{fileId}/add-bleed — the shop makes and checks a version with bleed. */
export async function addBleed({ orderId, fileId }: Target) {
  await ensureCsrfCookie();
  return apiFetch(`/api/orders/${orderId}/artwork/files/${fileId}/add-bleed`, {
    method: 'POST',
    schema: ArtworkActionResponseSchema,
  });
}

/** POST …/artwork/files/{fileId}/print-choice — the customer's own file or the shop's version. */
export async function choosePrint({ orderId, fileId, use }: Target & { use: PrintChoice }) {
  await ensureCsrfCookie();
  return apiFetch(`/api/orders/${orderId}/artwork/files/${fileId}/print-choice`, {
    method: 'POST',
    body: { use },
    schema: ArtworkActionResponseSchema,
  });
}

/** Both, refreshing the order's artwork (which then polls while the version is made). */
export function useBleedFix(orderId: number) {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: artworkKeys.order(orderId) });
  return {
    add: useMutation({ mutationFn: addBleed, onSuccess }),
    choose: useMutation({ mutationFn: choosePrint, onSuccess }),
  };
}
