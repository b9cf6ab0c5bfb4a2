import type { ValidationErrors } from '@backlit/domain';

/** A non-2xx answer of our API, carrying the contract's error fields. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly validation_errors: ValidationErrors;

  constructor(status: number, message: string, validationErrors: ValidationErrors = {}) {
    super(message);
    this.status = status;
    this.validation_errors = validationErrors;
  }
}

/** Whether `error` is an API answer with this HTTP status. */
export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}
