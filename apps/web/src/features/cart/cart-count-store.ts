import { getAuthSession, subscribeAuthSession } from '../../lib/auth-session';

/**
 * The header's cart badge: how many items the shopper's cart holds (the account's, or signed out
 * the guest cart of this browser, whose owner is ''). Kept free of zod
 * and React Query (the header is on the home page, whose JavaScript budget has no room): a plain
 * fetch of GET /api/cart feeds it while something shows the badge, and the React Query cart
 * (panel, cart page, add to cart) pushes every newer answer here (see api/get-cart.ts).
 */
type Snapshot = { owner: string; count: number };

let snapshot: Snapshot | null = null;
/** The last plain answer, so the cart query can start from it instead of asking again. */
let lastAnswer: { owner: string; body: unknown; at: number } | null = null;
/** Bumped on every write, so a slow plain fetch never overwrites a newer answer. */
let version = 0;
const listeners = new Set<() => void>();
let stopListeningToSession: (() => void) | undefined;

export function subscribeCartCount(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) {
    stopListeningToSession = subscribeAuthSession(refreshCartCount);
    refreshCartCount();
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    stopListeningToSession?.();
    stopListeningToSession = undefined;
    // Nothing shows the badge (back-office, tests' unmount): the next one asks afresh.
    snapshot = null;
    lastAnswer = null;
  };
}

/** Whose cart the badge counts: the signed-in account's, or '' for this browser's guest cart. */
export function cartOwner(): string {
  return getAuthSession()?.username ?? '';
}

/** Items in the shopper's cart; 0 when not known yet. */
export function getCartCount(): number {
  return snapshot?.owner === cartOwner() ? snapshot.count : 0;
}

/** A newer cart answer for `owner` (from the React Query cart). */
export function setCartCount(owner: string, count: number): void {
  version += 1;
  if (snapshot?.owner === owner && snapshot.count === count) return;
  snapshot = { owner, count };
  notify();
}

/** The plain fetch's answer for `owner` if it is the newest thing known, else undefined. */
export function takeCartAnswer(owner: string): { body: unknown; at: number } | undefined {
  const answer = lastAnswer?.owner === owner ? lastAnswer : undefined;
  lastAnswer = null;
  return answer;
}

/** Asks the server again (sign-in, sign-out, first badge on screen). */
export function refreshCartCount(): void {
  const owner = cartOwner();
  const started = ++version;
  void fetch('/api/cart', { headers: { Accept: 'application/json' }, credentials: 'same-origin' })
    .then(async (response) => {
      // A 401 (session over) is no error here: the badge just counts an empty cart.
      const body: unknown = response.ok ? await response.json() : undefined;
      if (started !== version || cartOwner() !== owner) return;
      if (response.ok) lastAnswer = { owner, body, at: Date.now() };
      setCartCount(owner, countItems(body));
    })
    // Offline: the badge keeps what it had; the cart itself reports the problem.
    .catch(() => undefined);
}

function countItems(body: unknown): number {
  const lines = (body as { cart?: unknown } | undefined)?.cart;
  if (!Array.isArray(lines)) return 0;
  return lines.reduce<number>((sum, line: { product_qty?: unknown }) => {
    const quantity = line.product_qty;
    return sum + (typeof quantity === 'number' && quantity > 0 ? quantity : 0);
  }, 0);
}

function notify() {
  listeners.forEach((listener) => listener());
}
