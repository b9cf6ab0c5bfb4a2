import { apiFetch } from '../../../lib/api-client';
import { ensureCsrfCookie } from '../../../lib/csrf-cookie';

/** POST /api/account/wishlist — adding twice is the same as once; unknown product → 404. */
export async function addToWishlist(productId: number): Promise<void> {
  await ensureCsrfCookie();
  await apiFetch('/api/account/wishlist', {
    method: 'POST',
    body: { product_id: productId },
  });
}
