import { z } from 'zod';
import { amountToCents } from '../money';

/**
 * A form's amount in dollars (text from a form field, or a JSON number), in cents once parsed.
 * `missing` is the message for no value at all; callers add their own bounds with `.pipe`.
 */
export const amountField = (label: string, missing: string) =>
  z.union([z.string(), z.number()], { error: missing }).transform((value, context) => {
    const cents = amountToCents(String(value));
    if (cents === undefined) {
      context.addIssue({
        code: 'custom',
        message: `The ${label} must be an amount in dollars with at most two decimals.`,
      });
      return z.NEVER;
    }
    return cents;
  });
