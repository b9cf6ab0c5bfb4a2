import type { ApiErrorCode, ValidationErrors } from '@backlit/domain';

/** A non-2xx answer of our API, carrying the contract's error fields. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  /**
   * What the failure means. Undefined when the answer was not the API's (a proxy's error page)
   * or carries a code this build does not know yet.
   */
  readonly code: ApiErrorCode | undefined;
  readonly validation_errors: ValidationErrors;
  /** The whole answer, for calls whose errors carry more (e.g. place-order's `tracking_no`). */
  readonly body: Record<string, unknown>;

  constructor(
    status: number,
    message: string,
    {
      code,
      validationErrors = {},
      body = {},
    }: {
      code?: ApiErrorCode;
      validationErrors?: ValidationErrors;
      body?: Record<string, unknown>;
    } = {},
  ) {
    super(message);
    this.status = status;
    this.code = code;
    this.validation_errors = validationErrors;
    this.body = body;
  }
}

/**
 * Whether `error` is an API answer with this HTTP status, for what the protocol says: signed
 * out (401), no such thing (404), a form to fix (422).
 */
export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}

/**
 * Whether the shop said it cannot serve right now (503): its database is away, or it is
 * restarting. Whoever answered (the shop or a proxy in front of it), trying again soon helps.
 */
export function isShopBusy(error: unknown): error is ApiError {
  return isApiError(error, 503);
}

/**
 * Whether `error` is an API answer with this code, for the outcomes a screen handles itself: a
 * declined payment, a conflict (an order already placed, stock gone), too many tries.
 */
export function hasErrorCode(error: unknown, code: ApiErrorCode): error is ApiError {
  return error instanceof ApiError && error.code === code;
}
