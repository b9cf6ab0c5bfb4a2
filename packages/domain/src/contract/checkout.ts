import { postcodeValidator } from 'postcode-validator';
import { z } from 'zod';
import { CURRENCY } from '../money';
import { isShippingCountry, REGION_LABEL, REGIONS } from '../regions';
import { EmailSchema } from './auth';
import { CartLineSchema } from './cart';
import { ApiErrorSchema } from './common';
import { QuoteIdSchema } from './quotes';
import { PoNumberSchema, RequiredPoNumberSchema } from './terms';
import {
  blankToUndefined,
  DAY_OUT_OF_RANGE,
  ID_MAX,
  isDayInRange,
  OptionalPhoneSchema,
  optionalText,
  PhoneSchema,
  requiredText,
} from './fields';

// ---------------------------------------------------------------------------------------------
// Order numbers: short, easy to read out on the phone, not guessable (30 symbols ^ 6 ≈ 729 M).

/** No 0/O, 1/I/L or U: nothing a customer can misread when quoting the number. */
export const TRACKING_ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ';
export const TRACKING_NO_PATTERN = /^BLS-[23456789ABCDEFGHJKMNPQRSTVWXYZ]{6}$/;

// ---------------------------------------------------------------------------------------------
// The checkout form: the field names the API has always used, plus country, rush, terms and promotions.

const TRUE_WORDS = new Set(['true', '1', 'on', 'yes']);
const FALSE_WORDS = new Set(['false', '0', 'off', 'no', '']);

/** A checkbox: JSON booleans, or the words a multipart form sends. */
export const checkbox = z.preprocess(
  (value) => {
    if (typeof value !== 'string') return value;
    const word = value.trim().toLowerCase();
    if (TRUE_WORDS.has(word)) return true;
    if (FALSE_WORDS.has(word)) return false;
    return value;
  },
  z.boolean({ error: 'Must be true or false.' }),
);

export const SHIPPING_ONLY_MESSAGE = 'We ship only to the USA and Canada.';
export const TERMS_MESSAGE = 'Please accept the terms and conditions to place your order.';
export const ORDER_NOTES_MAX = 2_000;

/** The fields of a billing address, before the shipping rules below. */
export const BillingFieldsSchema = z.object({
  firstname: requiredText('first name'),
  lastname: requiredText('last name'),
  companyname: optionalText('company name'),
  country: z
    .string({ error: 'The country is required.' })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, 'The country is required.'),
  streetaddress: requiredText('street address', 200),
  streetaddressoptional: optionalText('second address line', 200),
  city: requiredText('town / city'),
  state_contry: requiredText('state / province'),
  zip: requiredText('postcode / ZIP', 20),
  phone: PhoneSchema,
  email: EmailSchema,
  ordernotes: optionalText('order notes', ORDER_NOTES_MAX),
});

/**
 * The shipping rules of an address: US or Canada, a state/province of that country, a postcode
 * of its format. Each rule speaks only once its own fields are filled in, so a field shows one
 * message at a time. Shared by the checkout form and the address book.
 */
export function checkShippingAddress(
  form: { country: string; state_contry: string; zip: string },
  ctx: z.RefinementCtx,
): void {
  if (!/^[A-Z]{2}$/.test(form.country)) return;
  if (!isShippingCountry(form.country)) {
    ctx.addIssue({ code: 'custom', path: ['country'], message: SHIPPING_ONLY_MESSAGE });
    return;
  }
  const regions = REGIONS[form.country];
  const label = REGION_LABEL[form.country].toLowerCase();
  const state = form.state_contry.toUpperCase();
  if (state && !regions.some((region) => region.code === state)) {
    ctx.addIssue({
      code: 'custom',
      path: ['state_contry'],
      message: `Choose a ${label} from the list.`,
    });
  }
  if (form.zip && !postcodeValidator(form.zip, form.country)) {
    ctx.addIssue({
      code: 'custom',
      path: ['zip'],
      message:
        form.country === 'US'
          ? 'Enter a valid ZIP code, e.g. 30318 or 30318-1234.'
          : 'Enter a valid postal code, e.g. K1A 0B1.',
    });
  }
}

/** Billing details, checked the same way in the browser and on the server. */
export const BillingDetailsSchema = BillingFieldsSchema.superRefine(checkShippingAddress).transform(
  (form) => ({ ...form, state_contry: form.state_contry.toUpperCase() }),
);
export type BillingDetailsInput = z.input<typeof BillingDetailsSchema>;
export type BillingDetails = z.output<typeof BillingDetailsSchema>;

/** The choices around the form: 2-Day Rush, the terms (required) and the promotions opt-in. */
export const CheckoutChoicesSchema = z.object({
  rush: checkbox.default(false),
  terms: checkbox.refine((accepted) => accepted, TERMS_MESSAGE),
  promotions: checkbox.default(false),
  /**
   * Accepted because existing clients send it; the order records the provider that took the
   * payment instead.
   */
  payement_method: z.string().max(50).optional(),
});

// ---------------------------------------------------------------------------------------------
// Where the order goes: the billing address, or another one (a booth at a trade show), and the
// shipping method. Flat fields named `shipping_<billing field>` and `show_<detail>`, so that a
// multipart form can send them as well as JSON.

export const SHIP_TO_PREFIX = 'shipping_';
export const TRADE_SHOW_PREFIX = 'show_';
export const TRADE_SHOW_TEXT_MAX = 120;
export const SHIPPING_METHOD_MESSAGE = 'Choose a shipping method.';

/** A ship-to address: the billing address's fields and checks, the phone optional (for the carrier). */
export const ShipToAddressSchema = BillingFieldsSchema.pick({
  firstname: true,
  lastname: true,
  companyname: true,
  country: true,
  streetaddress: true,
  streetaddressoptional: true,
  city: true,
  state_contry: true,
  zip: true,
})
  .extend({ phone: OptionalPhoneSchema })
  .superRefine(checkShippingAddress)
  .transform((address) => ({ ...address, state_contry: address.state_contry.toUpperCase() }));
export type ShipToAddress = z.output<typeof ShipToAddressSchema>;

/**
 * An address as the server answers it, saved in the address book or kept by an order as its
 * ship-to: what was left blank is null.
 */
export const AddressViewSchema = z.object({
  firstname: z.string(),
  lastname: z.string(),
  companyname: z.string().nullable(),
  streetaddress: z.string(),
  streetaddressoptional: z.string().nullable(),
  city: z.string(),
  state_contry: z.string(),
  zip: z.string(),
  country: z.string(),
  phone: z.string().nullable(),
});

/** Delivery to a stand at a show: which show, which booth, for which exhibitor, by when. */
export const TradeShowSchema = z.object({
  name: requiredText('show name', TRADE_SHOW_TEXT_MAX),
  booth: requiredText('hall / booth number', 60),
  exhibitor: requiredText('exhibitor name', TRADE_SHOW_TEXT_MAX),
  deliver_by: z
    .string({ error: 'The deliver-by date is required.' })
    .trim()
    .min(1, 'The deliver-by date is required.')
    .pipe(
      z.iso
        .date({ error: 'The deliver-by date must be a date like 2026-01-31.', abort: true })
        .refine(isDayInRange, DAY_OUT_OF_RANGE),
    ),
});
export type TradeShow = z.output<typeof TradeShowSchema>;

const formText = z.string().optional();

/**
 * What the order is planned for, when the shopper said so ("Need it for a show?"): a show of the
 * calendar by its slug, or a date the goods must arrive by at the ship-to address. Optional: an
 * order without them has no plan. A plan that arrives too late is paid for only once the buyer
 * ticks `plan_too_late_ok`.
 */
export const PlanChoiceFields = {
  plan_show: optionalText('show', 200),
  plan_date: z.preprocess(
    blankToUndefined,
    z.iso
      .date({ error: 'The date must be a date like 2026-01-31.', abort: true })
      .refine(isDayInRange, DAY_OUT_OF_RANGE)
      .optional(),
  ),
  plan_too_late_ok: checkbox.default(false),
};
export const PLAN_TOO_LATE_MESSAGE =
  'By this method the order arrives after the day you need it by. Choose a faster method or 2-Day Rush, or confirm that a later delivery is fine.';

/** The chosen method; blank is none (the cheapest is taken). */
export const ShippingMethodIdSchema = z.preprocess(
  blankToUndefined,
  z.coerce
    .number({ error: SHIPPING_METHOD_MESSAGE })
    .int(SHIPPING_METHOD_MESSAGE)
    .min(1, SHIPPING_METHOD_MESSAGE)
    .max(ID_MAX, SHIPPING_METHOD_MESSAGE)
    .optional(),
);

/**
 * Fields whose names start with `prefix`, parsed by `schema` without it; its messages come back
 * on the prefixed names.
 */
function parsePrefixed<T extends z.ZodType>(
  schema: T,
  prefix: string,
  form: Record<string, unknown>,
  context: z.RefinementCtx,
): z.output<T> | undefined {
  const fields = Object.fromEntries(
    Object.entries(form)
      .filter(([name]) => name.startsWith(prefix))
      .map(([name, value]) => [name.slice(prefix.length), value]),
  );
  const parsed = schema.safeParse(fields);
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) {
    context.addIssue({
      code: 'custom',
      path: [`${prefix}${String(issue.path[0] ?? '')}`],
      message: issue.message,
    });
  }
  return undefined;
}

/**
 * Ship-to and method, checked like billing when "ship to a different address" is ticked; the
 * output is the ship-to address (null: the billing address), the trade-show details (null: none)
 * and the chosen method's id.
 */
export const ShippingChoicesSchema = z
  .object({
    ship_to_different: checkbox.default(false),
    shipping_firstname: formText,
    shipping_lastname: formText,
    shipping_companyname: formText,
    shipping_country: formText,
    shipping_streetaddress: formText,
    shipping_streetaddressoptional: formText,
    shipping_city: formText,
    shipping_state_contry: formText,
    shipping_zip: formText,
    shipping_phone: formText,
    trade_show: checkbox.default(false),
    show_name: formText,
    show_booth: formText,
    show_exhibitor: formText,
    show_deliver_by: formText,
    shipping_method_id: ShippingMethodIdSchema,
  })
  .transform((form, context) => {
    const shipTo = form.ship_to_different
      ? parsePrefixed(ShipToAddressSchema, SHIP_TO_PREFIX, form, context)
      : null;
    const show = form.trade_show
      ? parsePrefixed(TradeShowSchema, TRADE_SHOW_PREFIX, form, context)
      : null;
    if (shipTo === undefined || show === undefined) return z.NEVER;
    return { ship_to: shipTo, trade_show: show, shipping_method_id: form.shipping_method_id };
  });
export type ShippingChoicesInput = z.input<typeof ShippingChoicesSchema>;

/**
 * POST /api/place-order (JSON or multipart), after the buyer approved the payment. The server
 * captures it, checks the captured amount against its own total and creates the order.
 */
export const PlaceOrderRequestSchema = z.intersection(
  BillingDetailsSchema,
  z.intersection(
    CheckoutChoicesSchema.extend({
      ...PlanChoiceFields,
      quote_id: QuoteIdSchema.optional(),
      /**
       * Ship under the buyer's company's name (its shipping name, return address and logo on
       * the parcel, nothing of the shop's); refused on this field when the company has none set.
       */
      blind_ship: checkbox.default(false),
      /** The company buyer's own purchase-order number, kept on the order. */
      po_number: PoNumberSchema,
      payment_order_id: z
        .string({ error: 'The payment is required.' })
        .trim()
        .min(1, 'The payment is required.')
        .max(100, 'The payment reference is too long.'),
    }),
    ShippingChoicesSchema,
  ),
);
export type PlaceOrderRequest = z.input<typeof PlaceOrderRequestSchema>;

/**
 * POST /api/checkout/on-account: the place-order form without a payment, for a company on net
 * terms; the purchase-order number is required. Priced as create-payment prices, placed at once.
 */
export const OnAccountOrderRequestSchema = z.intersection(
  BillingDetailsSchema,
  z.intersection(
    CheckoutChoicesSchema.extend({
      ...PlanChoiceFields,
      quote_id: QuoteIdSchema.optional(),
      blind_ship: checkbox.default(false),
      po_number: RequiredPoNumberSchema,
    }),
    ShippingChoicesSchema,
  ),
);
export type OnAccountOrderRequest = z.input<typeof OnAccountOrderRequestSchema>;

export const PlaceOrderResponseSchema = z.object({
  status: z.literal(200),
  message: z.string(),
  tracking_no: z.string(),
  order_id: z.number().int(),
  /**
   * Placed without an account: the path of the order's private page (`/order/<token>`), where
   * the buyer follows it and sends its artwork. The e-mailed confirmation carries a link too.
   */
  order_link: z.string().optional(),
});
export type PlaceOrderResponse = z.infer<typeof PlaceOrderResponseSchema>;

/** 409 from place-order: the payment already made an order (tracking_no), or stock ran out. */
export const PlaceOrderConflictSchema = ApiErrorSchema.extend({
  status: z.literal(409),
  code: z.literal('CONFLICT'),
  tracking_no: z.string().optional(),
  /** True when the captured payment was given back because the order could not be made. */
  refunded: z.boolean().optional(),
});

/** 402 from place-order: not paid. `issue` is the provider's reason (e.g. INSTRUMENT_DECLINED). */
export const PaymentRequiredSchema = ApiErrorSchema.extend({
  status: z.literal(402),
  code: z.literal('PAYMENT_REQUIRED'),
  issue: z.string().optional(),
  /** True when money was taken and given back (e.g. the captured amount was wrong). */
  refunded: z.boolean().optional(),
});

// ---------------------------------------------------------------------------------------------
// Paying.

export const PAYMENT_PROVIDERS = ['demo', 'paypal'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];
/**
 * What the payments ledger records an order as paid by: a provider, or the company's invoice
 * (an order on account, paid later against its invoice).
 */
export const PAYMENT_LEDGER_PROVIDERS = [...PAYMENT_PROVIDERS, 'invoice'] as const;
export type PaymentLedgerProvider = (typeof PAYMENT_LEDGER_PROVIDERS)[number];

/**
 * Whether a payment is an order on account: billed by invoice, so no provider captured anything
 * that a refund could give back (cancelling the order cancels its invoice instead).
 */
export function isOnAccount(payment: { provider: PaymentLedgerProvider }): boolean {
  return payment.provider === 'invoice';
}

const paymentCountry = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, message);
const paymentRegion = (message: string) =>
  z.string({ error: message }).trim().toUpperCase().min(1, message).max(3, message);

/**
 * A payment's region: a country the shop could ship to and one of its states or provinces. The
 * messages go on `<prefix>country` and `<prefix>state`.
 */
function checkPaymentRegion(
  country: string,
  state: string,
  prefix: '' | typeof SHIP_TO_PREFIX,
  context: z.RefinementCtx,
): void {
  if (!isShippingCountry(country)) {
    context.addIssue({
      code: 'custom',
      path: [`${prefix}country`],
      message: SHIPPING_ONLY_MESSAGE,
    });
  } else if (!REGIONS[country].some((region) => region.code === state)) {
    const label = REGION_LABEL[country].toLowerCase();
    context.addIssue({
      code: 'custom',
      path: [`${prefix}state`],
      message: `Choose a ${label} from the list.`,
    });
  }
}

const SHIP_TO_COUNTRY_MESSAGE = 'Choose the country to ship to.';
const SHIP_TO_STATE_MESSAGE = 'Choose the state or province to ship to.';

/**
 * POST /api/checkout/payment: the server prices the cart (+ rush, + shipping to the ship-to
 * region by the chosen method, or the cheapest, + the sales tax of the ship-to region where the
 * shop collects it) and opens a provider order. Every payment is priced for a place: the billing
 * `country` and `state` are required, and `shipping_country` with `shipping_state` when the order
 * ships elsewhere; the ship-to region is those, otherwise the billing one. A region the shop has
 * no shipping for is refused, never shipped free. Place-order must then ship to that same region
 * by that same method.
 */
export const CreatePaymentRequestSchema = z
  .strictObject({
    rush: checkbox.default(false),
    country: paymentCountry('The country is required.'),
    state: paymentRegion('The state or province is required.'),
    shipping_country: paymentCountry(SHIP_TO_COUNTRY_MESSAGE).optional(),
    shipping_state: paymentRegion(SHIP_TO_STATE_MESSAGE).optional(),
    shipping_method_id: ShippingMethodIdSchema,
    ...PlanChoiceFields,
    /** Pays for this accepted quote (its lines, prices and shipping) instead of the cart. */
    quote_id: QuoteIdSchema.optional(),
  })
  .superRefine((request, context) => {
    checkPaymentRegion(request.country, request.state, '', context);
    const { shipping_country: shipCountry, shipping_state: shipState } = request;
    if (shipCountry === undefined && shipState === undefined) return;
    if (shipCountry === undefined) {
      context.addIssue({
        code: 'custom',
        path: ['shipping_country'],
        message: SHIP_TO_COUNTRY_MESSAGE,
      });
    } else if (shipState === undefined) {
      context.addIssue({
        code: 'custom',
        path: ['shipping_state'],
        message: SHIP_TO_STATE_MESSAGE,
      });
    } else {
      checkPaymentRegion(shipCountry, shipState, SHIP_TO_PREFIX, context);
    }
  });
export type CreatePaymentRequest = z.input<typeof CreatePaymentRequestSchema>;
export const CreatePaymentResponseSchema = z.object({
  status: z.literal(200),
  provider: z.enum(PAYMENT_PROVIDERS),
  order_id: z.string(),
  amount: z.string(),
  currency: z.literal(CURRENCY),
});
export type CreatePaymentResponse = z.infer<typeof CreatePaymentResponseSchema>;

/**
 * On the checkout summary, for a buyer whose order needs approval (null otherwise): `needed`
 * until asked, then the request's state. Only `approved` lets the order be paid or placed.
 */
export const CheckoutApprovalSchema = z.object({
  limit: z.number(),
  state: z.enum(['needed', 'pending', 'approved', 'declined']),
  /** The request for exactly these lines, once asked. */
  approval_id: z.number().int().nullable(),
  /** Why the admin declined it. */
  reason: z.string().nullable(),
});
export type CheckoutApproval = z.infer<typeof CheckoutApprovalSchema>;

/** GET /api/checkout?quote_id=: checkout of an accepted quote instead of the cart. */
export const CheckoutSourceQuerySchema = z.object({ quote_id: QuoteIdSchema.optional() });

/**
 * GET /api/checkout: what the checkout page shows, all priced by the server — the cart lines,
 * subtotal, the 2-Day Rush fee and both totals, how to pay, and billing details pre-filled from
 * the customer's default address (or the profile when the address book is empty).
 */
export const CheckoutSummarySchema = z.object({
  status: z.literal(200),
  /** Present when checking out an accepted quote: its lines are the ones answered. */
  quote: z.object({ id: z.number().int(), number: z.string(), shipping: z.number() }).optional(),
  lines: z.array(CartLineSchema),
  subtotal: z.number(),
  rush_fee: z.number(),
  total: z.number(),
  total_with_rush: z.number(),
  currency: z.literal(CURRENCY),
  payment: z.object({
    provider: z.enum(PAYMENT_PROVIDERS),
    /** PayPal's public client id for the JS SDK; null for the demo provider. */
    client_id: z.string().nullable(),
    /** Where the JS SDK loads from when not PayPal's own (PAYPAL_SDK_URL, e.g. a test stub). */
    sdk_url: z.string().nullable(),
  }),
  billing: z.object({
    firstname: z.string(),
    lastname: z.string(),
    companyname: z.string(),
    country: z.string(),
    streetaddress: z.string(),
    streetaddressoptional: z.string(),
    city: z.string(),
    state_contry: z.string(),
    zip: z.string(),
    phone: z.string(),
    email: z.string(),
  }),
  /** For a company's buyer whose order needs an admin's approval; null (or absent) otherwise. */
  approval: CheckoutApprovalSchema.nullable().optional(),
});
export type CheckoutSummary = z.infer<typeof CheckoutSummarySchema>;
