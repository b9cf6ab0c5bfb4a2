import { z } from 'zod';

/** Field name → messages, as the spec's `validation_errors`. */
export const ValidationErrorsSchema = z.record(z.string(), z.array(z.string()));
export type ValidationErrors = z.infer<typeof ValidationErrorsSchema>;

/** Every error answer of the API: `status` mirrors the HTTP status code. */
export const ApiErrorSchema = z.object({
  status: z.number().int(),
  message: z.string(),
  validation_errors: ValidationErrorsSchema.optional(),
  request_id: z.string().optional(),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;
