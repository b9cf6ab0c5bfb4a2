// The error answers' codes and words, apart from their schema: every page's API client reads
// them, and it does not load zod.

/**
 * What an error answer means, so a client acts on it without reading its words, and the HTTP
 * status it always comes with (another client error status, rare, is BAD_REQUEST).
 */
export const API_ERROR_STATUS = {
  /** The request itself is malformed (body not JSON, a webhook not signed by PayPal …). */
  BAD_REQUEST: 400,
  /** Not signed in. */
  UNAUTHORIZED: 401,
  /** The payment did not go through (declined, refunded, not for this amount). */
  PAYMENT_REQUIRED: 402,
  /** Signed in without the role, or the CSRF check failed. */
  NOT_ALLOWED: 403,
  /** No such thing, or someone else's. */
  NOT_FOUND: 404,
  /** The shop's state refuses it (stock gone, cart changed, payment already used …). */
  CONFLICT: 409,
  /** The body is larger than the shop accepts. */
  PAYLOAD_TOO_LARGE: 413,
  /** A content type this endpoint does not read. */
  UNSUPPORTED_MEDIA_TYPE: 415,
  /** `validation_errors` says what to fix, per field. */
  INVALID_DATA: 422,
  /** Too many requests; `Retry-After` says when to try again. */
  TOO_MANY_REQUESTS: 429,
  /** Our fault; the answer carries a `request_id` to quote. */
  INTERNAL: 500,
  /** The payment provider did not answer in time or failed; nothing was recorded. */
  PAYMENT_UNAVAILABLE: 502,
  /** The shop cannot serve right now (its database does not answer). */
  SERVICE_UNAVAILABLE: 503,
} as const;
export type ApiErrorCode = keyof typeof API_ERROR_STATUS;
export const API_ERROR_CODES = Object.keys(API_ERROR_STATUS) as [ApiErrorCode, ...ApiErrorCode[]];

/** What a 503 says: the shop cannot answer now (its database is unreachable or too slow). */
export const SHOP_BUSY_MESSAGE = 'The shop is busy, try again in a moment.';

/** The code an error of `status` carries when its cause says nothing more specific. */
export function errorCodeForStatus(status: number): ApiErrorCode {
  const code = API_ERROR_CODES.find((candidate) => API_ERROR_STATUS[candidate] === status);
  return code ?? (status >= 500 ? 'INTERNAL' : 'BAD_REQUEST');
}
