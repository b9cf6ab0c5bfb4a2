// Kept free of zod: the web app's route table (on every storefront page) reads the route.

// ---------------------------------------------------------------------------------------------
// Orders placed without an account are reached by a private link: `/order/<token>`, where the
// token is 256 random bits that only the link carries (the shop keeps its SHA-256).

/** `mail`: sent in an e-mail to the order's address; `checkout`: handed to the browser that paid. */
export const ORDER_LINK_KINDS = ['mail', 'checkout'] as const;
export type OrderLinkKind = (typeof ORDER_LINK_KINDS)[number];

/** Where an order's private link leads in the web app; the token follows as the last segment. */
export const ORDER_LINK_ROUTE = '/order';

/** A token as the shop makes them: 32 random bytes in base64url. */
export const ORDER_LINK_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The path of an order's private page. */
export function orderLinkPath(token: string): string {
  return `${ORDER_LINK_ROUTE}/${token}`;
}
