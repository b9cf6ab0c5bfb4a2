import { BillingDetailsSchema, TERMS_MESSAGE } from '@backlit/domain';
import { z } from 'zod';
import { BILLING_ADDRESS_NAMES } from '../../components/address-fields';

/** The checkout page's form: billing details plus the terms (required) and promotions opt-in. */
export const CheckoutFormSchema = z.intersection(
  BillingDetailsSchema,
  z.object({
    terms: z.boolean().refine((accepted) => accepted, TERMS_MESSAGE),
    promotions: z.boolean(),
  }),
);
export type CheckoutFormInput = z.input<typeof CheckoutFormSchema>;
export type CheckoutFormValues = z.output<typeof CheckoutFormSchema>;

/** Fields the server may name in `validation_errors`, in the order they appear. */
export const CHECKOUT_FIELDS = [
  ...Object.values(BILLING_ADDRESS_NAMES),
  'email',
  'ordernotes',
  'terms',
] as const;
