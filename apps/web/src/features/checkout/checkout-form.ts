import {
  BillingDetailsSchema,
  PoNumberSchema,
  ShippingChoicesSchema,
  TERMS_MESSAGE,
} from '@backlit/domain';
import { z } from 'zod';
import { BILLING_ADDRESS_NAMES } from '../../components/address-fields';

/**
 * The checkout page's form: billing details, where to ship (billing, or another address and
 * perhaps a trade-show booth) and by which method, plus the terms (required), promotions and a
 * company buyer's purchase-order number.
 */
export const CheckoutFormSchema = z.intersection(
  BillingDetailsSchema,
  z.intersection(
    z.object({
      terms: z.boolean().refine((accepted) => accepted, TERMS_MESSAGE),
      promotions: z.boolean(),
      /** A company buyer's "Ship under our company's name". */
      blind_ship: z.boolean(),
      /** A company buyer's purchase-order number; required to pay by invoice. */
      po_number: PoNumberSchema,
    }),
    ShippingChoicesSchema,
  ),
);
export type CheckoutFormInput = z.input<typeof CheckoutFormSchema>;
export type CheckoutFormValues = z.output<typeof CheckoutFormSchema>;

/** How the ship-to address's parts are named: billing's names with `shipping_` before them. */
export const SHIP_TO_ADDRESS_NAMES = {
  firstName: 'shipping_firstname',
  lastName: 'shipping_lastname',
  company: 'shipping_companyname',
  country: 'shipping_country',
  street: 'shipping_streetaddress',
  street2: 'shipping_streetaddressoptional',
  city: 'shipping_city',
  region: 'shipping_state_contry',
  postcode: 'shipping_zip',
  phone: 'shipping_phone',
} as const;

export const TRADE_SHOW_FIELDS = [
  'show_name',
  'show_booth',
  'show_exhibitor',
  'show_deliver_by',
] as const;

/** Fields the server may name in `validation_errors`, in the order they appear. */
export const CHECKOUT_FIELDS = [
  ...Object.values(BILLING_ADDRESS_NAMES),
  'email',
  'ordernotes',
  ...Object.values(SHIP_TO_ADDRESS_NAMES),
  ...TRADE_SHOW_FIELDS,
  'shipping_method_id',
  'blind_ship',
  'po_number',
  'terms',
] as const;
