import { z } from 'zod';
import { API_ERROR_CODES } from '../api-errors';

/** Field name → messages: the published shape of `validation_errors`. */
export const ValidationErrorsSchema = z.record(z.string(), z.array(z.string()));
export type ValidationErrors = z.infer<typeof ValidationErrorsSchema>;

export const ApiErrorCodeSchema = z.enum(API_ERROR_CODES);

/** Every error answer of the API: `status` mirrors the HTTP status code, `code` says what it means. */
export const ApiErrorSchema = z.object({
  status: z.number().int(),
  code: ApiErrorCodeSchema,
  message: z.string(),
  validation_errors: ValidationErrorsSchema.optional(),
  request_id: z.string().optional(),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;
