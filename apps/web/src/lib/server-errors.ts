import { SHOP_BUSY_MESSAGE } from '@backlit/domain';
import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { ZodError } from 'zod';
import { isApiError, isShopBusy } from './api-error';

/** The form-level error of a form: RHF clears `root.*` errors on the next submit. */
export const FORM_ERROR = 'root.server';

/** Words for a failure that is not one of our API's answers. */
export function errorMessage(error: unknown): string {
  // The same words whoever answered 503: the shop, or a proxy page that says nothing useful.
  if (isShopBusy(error)) return SHOP_BUSY_MESSAGE;
  if (isApiError(error)) return error.message;
  if (error instanceof ZodError)
    return 'The shop answered in a way we did not expect. Please try again.';
  return 'We could not reach the shop. Check your connection and try again.';
}

/**
 * Shows a failed submit in the form: each of the server's `validation_errors` next to its field
 * (focusing the first), everything else (401, 403, 429, 5xx, offline) as the form's alert.
 */
export function showServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly FieldPath<T>[],
): void {
  const formError = (message: string) =>
    setError(FORM_ERROR as FieldPath<T>, { type: 'server', message });

  if (!isApiError(error, 422)) {
    formError(errorMessage(error));
    return;
  }
  const unplaced: string[] = [];
  let focus = true;
  for (const [field, messages] of Object.entries(error.validation_errors)) {
    if ((fields as readonly string[]).includes(field)) {
      setError(
        field as FieldPath<T>,
        { type: 'server', message: messages.join(' ') },
        { shouldFocus: focus },
      );
      focus = false;
    } else {
      unplaced.push(...messages);
    }
  }
  if (unplaced.length > 0 || focus) formError(unplaced.join(' ') || error.message);
}
