import type { ValidationErrors } from '@backlit/domain';

/** A non-2xx answer of our API, carrying the contract's error fields. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly validation_errors: ValidationErrors;
  /** The whole answer, for calls whose errors carry more (e.g. place-order's `tracking_no`). */
  readonly body: Record<string, unknown>;

  constructor(
    status: number,
    message: string,
    validationErrors: ValidationErrors = {},
    body: Record<string, unknown> = {},
  ) {
    super(message);
    this.status = status;
    this.validation_errors = validationErrors;
    this.body = body;
  }
}

/** Whether `error` is an API answer with this HTTP status. */
export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}
