import { z } from 'zod';
import { CART_QTY_MAX } from '../cart-rules';
import { formatMoney } from '../money';
import { percentToBp } from '../trade-pricing';
import { amountField } from './amount-field';
import { ASSOCIATIONS } from './auth';
import { PriceRuleSchema } from './cart';
import { AssociationSchema } from './companies';
import { ID_MAX, ProductIdSchema, idParam, requiredText } from './fields';
import { PRICE_MAX_CENTS } from './products';
import { TRADE_PRICES_MAX_PRODUCTS } from '../trade-pricing';

/** POST /api/trade-prices: the signed-in member's prices of these products (one unit each). */
export const TradePricesRequestSchema = z.strictObject({
  product_ids: z
    .array(ProductIdSchema, { error: 'The product ids must be a list.' })
    .min(1, 'Name at least one product.')
    .max(TRADE_PRICES_MAX_PRODUCTS, `Name at most ${TRADE_PRICES_MAX_PRODUCTS} products.`),
});
export type TradePricesRequest = z.input<typeof TradePricesRequestSchema>;

export const TradePriceSchema = z.object({
  product_id: z.number().int(),
  /** Dollars: what one unit costs this member. */
  price: z.number(),
  list_price: z.number(),
  rule: PriceRuleSchema,
});
export type TradePrice = z.infer<typeof TradePriceSchema>;

/**
 * Only the products the member pays less for are listed; none for a guest or a customer without
 * a group. Never cached anywhere: it is one person's answer.
 */
export const TradePricesResponseSchema = z.object({
  status: z.literal(200),
  prices: z.array(TradePriceSchema),
});
export type TradePricesResponse = z.infer<typeof TradePricesResponseSchema>;

// ---------------------------------------------------------------------------------------------
// The back-office's customer groups.

export const GROUP_NAME_MAX = 80;
export const GROUP_PRICES_MAX = 500;
export const GROUP_TIERS_MAX = 50;

/** A percentage off, 0 to 100 with at most two decimals; in basis points once parsed. */
function percentField(label: string, min: number) {
  return z
    .number({ error: `The ${label} must be a number.` })
    .min(min, min > 0 ? `The ${label} must be more than 0.` : `The ${label} may not be negative.`)
    .max(100, `The ${label} may be at most 100.`)
    .refine(
      (value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6,
      `The ${label} may have at most two decimals.`,
    )
    .transform(percentToBp);
}

const GroupPriceRequestSchema = z.strictObject({
  product_id: ProductIdSchema,
  price: amountField('price', 'The price is required.').pipe(
    z
      .number()
      .max(PRICE_MAX_CENTS, `The price may not be greater than ${formatMoney(PRICE_MAX_CENTS)}.`),
  ),
});

const GroupTierRequestSchema = z.strictObject({
  /** Null: the tier applies to every product. */
  product_id: ProductIdSchema.nullable().default(null),
  min_quantity: z
    .number({ error: 'The quantity must be a whole number.' })
    .int('The quantity must be a whole number.')
    .min(2, 'A tier starts at 2 or more.')
    .max(CART_QTY_MAX, `A tier starts at ${CART_QTY_MAX} at most: a cart line holds no more.`),
  percent_off: percentField('tier percentage', 0.01),
});

/** POST /api/admin/customer-groups and PUT /api/admin/customer-groups/{id}: the whole group. */
export const CustomerGroupRequestSchema = z
  .strictObject({
    name: requiredText('name', GROUP_NAME_MAX),
    percent_off: percentField('percentage', 0).default(0),
    active: z.boolean({ error: 'Active must be true or false.' }).default(true),
    /** Companies whose membership of this association staff verify are placed in the group. */
    association: AssociationSchema.nullable().default(null),
    prices: z
      .array(GroupPriceRequestSchema)
      .max(GROUP_PRICES_MAX, `A group has at most ${GROUP_PRICES_MAX} fixed prices.`)
      .default([]),
    tiers: z
      .array(GroupTierRequestSchema)
      .max(GROUP_TIERS_MAX, `A group has at most ${GROUP_TIERS_MAX} tiers.`)
      .default([]),
  })
  .superRefine((group, context) => {
    const products = new Set<number>();
    group.prices.forEach((price, index) => {
      if (products.has(price.product_id)) {
        context.addIssue({
          code: 'custom',
          path: ['prices', index, 'product_id'],
          message: 'This product has a fixed price already.',
        });
      }
      products.add(price.product_id);
    });
    const tiers = new Set<string>();
    group.tiers.forEach((tier, index) => {
      const key = `${tier.product_id ?? 'all'}:${tier.min_quantity}`;
      if (tiers.has(key)) {
        context.addIssue({
          code: 'custom',
          path: ['tiers', index, 'min_quantity'],
          message: 'This tier is there already.',
        });
      }
      tiers.add(key);
    });
  });
export type CustomerGroupRequest = z.input<typeof CustomerGroupRequestSchema>;
export type CustomerGroupValues = z.output<typeof CustomerGroupRequestSchema>;

export const CustomerGroupParamsSchema = z.object({ id: idParam('Customer group not found.') });

export const CustomerGroupSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Percent, two decimals at most. */
  percent_off: z.number(),
  active: z.boolean(),
  association: z.enum(ASSOCIATIONS).nullable(),
  prices: z.array(
    z.object({
      product_id: z.number().int(),
      name: z.string(),
      sku: z.string(),
      /** Dollars. */
      list_price: z.number(),
      price: z.number(),
    }),
  ),
  tiers: z.array(
    z.object({
      /** Null: every product. */
      product_id: z.number().int().nullable(),
      /** The product's name; null for every product. */
      name: z.string().nullable(),
      min_quantity: z.number().int(),
      percent_off: z.number(),
    }),
  ),
  /** How many companies are in the group. */
  companies: z.number().int(),
});
export type CustomerGroup = z.infer<typeof CustomerGroupSchema>;

export const CustomerGroupsResponseSchema = z.object({
  status: z.literal(200),
  groups: z.array(CustomerGroupSchema),
});
export type CustomerGroupsResponse = z.infer<typeof CustomerGroupsResponseSchema>;

export const CustomerGroupResponseSchema = z.object({
  status: z.literal(200),
  message: z.string().optional(),
  group: CustomerGroupSchema,
});
export type CustomerGroupResponse = z.infer<typeof CustomerGroupResponseSchema>;

/** PUT /api/admin/companies/{id}/customer-group: the company's group, or null for none. */
export const CompanyGroupRequestSchema = z.strictObject({
  customer_group_id: z
    .number({ error: 'The customer group must be a group id or null.' })
    .int('The customer group must be a group id or null.')
    .positive('The customer group must be a group id or null.')
    .max(ID_MAX, 'Customer group not found.')
    .nullable(),
});
