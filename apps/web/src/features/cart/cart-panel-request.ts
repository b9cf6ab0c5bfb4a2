/**
 * What an add to cart asks the header's cart panel to show: the line it added, highlighted, or
 * why it could not. Adding opens the panel rather than a toast, so nothing covers the panel's
 * View cart and Checkout buttons. A plain store (no React Query, no zod): the header reads it.
 */
export type CartPanelRequest = {
  productId: number;
  productName: string;
  ok: boolean;
  message: string;
  /** The server no longer knows the session: the shopper has to log in again. */
  signedOut?: boolean;
};

let current: CartPanelRequest | null = null;
/** Told of each new request (the header's cart button, which opens its panel). */
const openers = new Set<() => void>();
/** Told of every change (the panel, which shows the request). */
const readers = new Set<() => void>();

/** Opens the header's cart panel on this add's result. */
export function requestCartPanel(request: CartPanelRequest): void {
  current = request;
  openers.forEach((listener) => listener());
  readers.forEach((listener) => listener());
}

/** Called when a request comes. */
export function subscribeCartPanelRequest(listener: () => void): () => void {
  openers.add(listener);
  return () => openers.delete(listener);
}

/** Called when the request shown changes (a new one, or cleared). */
export function subscribeCartPanelState(listener: () => void): () => void {
  readers.add(listener);
  return () => readers.delete(listener);
}

/** The add the panel shows, until it closes. */
export function getCartPanelRequest(): CartPanelRequest | null {
  return current;
}

/** The panel closed: a later opening of it shows the cart alone. */
export function clearCartPanelRequest(): void {
  if (current === null) return;
  current = null;
  readers.forEach((listener) => listener());
}
