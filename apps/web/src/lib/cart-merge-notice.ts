import type { CartMerge } from '@backlit/domain';

/**
 * What the shop said at sign-in about the cart filled while signed out: the lines that did not
 * fit whole into the account's cart. Kept for this tab (sessionStorage) until the shopper
 * dismisses it, so the cart shows it after the redirect that follows a sign-in.
 */
const KEY = 'cart_merge_notice';

export function cartMergeMessage(merge: CartMerge): string | undefined {
  if (merge.capped.length === 0) return undefined;
  const lines = merge.capped.map(
    (line) => `${line.name}: ${line.product_qty} instead of ${line.wanted} (${line.message})`,
  );
  return `We added the cart you filled before signing in to your account's cart, but not all of it fitted. ${lines.join(' ')}`;
}

export function rememberCartMerge(merge: CartMerge): string | undefined {
  const message = cartMergeMessage(merge);
  try {
    if (message) sessionStorage.setItem(KEY, message);
    else sessionStorage.removeItem(KEY);
  } catch {
    // Storage refused (private mode): the toast at sign-in still says it.
  }
  return message;
}

export function readCartMergeNotice(): string {
  try {
    return sessionStorage.getItem(KEY) ?? '';
  } catch {
    return '';
  }
}

export function dismissCartMergeNotice(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing was kept.
  }
}
