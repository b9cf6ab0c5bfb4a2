import { SaveProductResponseSchema } from '@backlit/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { ensureCsrfCookie } from '../../../lib/csrf-cookie';
import { uploadForm, type UploadProgress } from '../../../lib/upload';
import { adminCategoryKeys, adminProductKeys } from './keys';

export type SaveProductResponse = z.infer<typeof SaveProductResponseSchema>;
export type SaveProductRequest = {
  body: FormData;
  onProgress?: (progress: UploadProgress) => void;
};

/** POST /api/store-product — multipart: the fields, `image` and `additional_images[n]`. */
export async function storeProduct({
  body,
  onProgress,
}: SaveProductRequest): Promise<SaveProductResponse> {
  await ensureCsrfCookie();
  return uploadForm('/api/store-product', {
    method: 'POST',
    body,
    schema: SaveProductResponseSchema,
    onProgress,
  });
}

/** PUT /api/update-product/{id} — same fields, plus `remove_images[n]` (stored paths to delete). */
export async function updateProduct(
  id: number,
  { body, onProgress }: SaveProductRequest,
): Promise<SaveProductResponse> {
  await ensureCsrfCookie();
  return uploadForm(`/api/update-product/${id}`, {
    method: 'PUT',
    body,
    schema: SaveProductResponseSchema,
    onProgress,
  });
}

export function useStoreProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: storeProduct,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminProductKeys.lists() });
      // Category product counts change with the catalog.
      void queryClient.invalidateQueries({ queryKey: adminCategoryKeys.all });
    },
  });
}

export function useUpdateProduct(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: SaveProductRequest) => updateProduct(id, request),
    onSuccess: async ({ product }) => {
      queryClient.setQueryData(adminProductKeys.detail(id), product);
      await queryClient.invalidateQueries({ queryKey: adminProductKeys.all });
    },
  });
}
