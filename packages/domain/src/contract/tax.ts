import { z } from 'zod';
import { QuoteIdSchema } from './quotes';
import { TaxExemptionSchema } from './tax-exemptions';
import {
  formatTaxRate,
  isTaxRegion,
  parseTaxRate,
  type TaxLine,
  TAX_COMPONENT_NAMES,
  TAX_COMPONENTS_MAX,
  TAX_RATE_MAX_THOUSANDTHS,
} from '../tax';
import { CA_PROVINCES, US_STATES } from '../regions';

/** One tax component as an order, the cart or a receipt shows it; rate in percent ("9.975"). */
export const TaxLineSchema = z.object({
  name: z.enum(TAX_COMPONENT_NAMES),
  rate: z.string(),
  amount: z.number(),
});
export type TaxLineView = z.infer<typeof TaxLineSchema>;

/** The tax of the cart for a region, before paying; null region = the shop does not collect there. */
export const TaxEstimateSchema = z.object({
  country: z.string(),
  state: z.string(),
  lines: z.array(TaxLineSchema),
  total: z.number(),
  /** With the 2-Day Rush fee, which is taxed as part of the goods. */
  lines_with_rush: z.array(TaxLineSchema),
  total_with_rush: z.number(),
  /**
   * The buyer's company holds an approved certificate for the region: no tax lines, and this
   * says which certificate took them off. Absent otherwise.
   */
  exemption: TaxExemptionSchema.optional(),
});
export type TaxEstimate = z.infer<typeof TaxEstimateSchema>;

/**
 * GET /api/checkout/tax-estimate?country=CA&state=ON: the region to estimate the cart's tax for;
 * without one, the customer's default address (or profile) decides.
 */
export const TaxRegionQuerySchema = z.object({
  country: z.string().trim().toUpperCase().max(2).optional(),
  state: z.string().trim().toUpperCase().max(3).optional(),
  /** Shipping by this method to the region is taxed with the goods where the region taxes it. */
  shipping_method_id: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  /** Estimates an accepted quote (its lines and shipping) instead of the cart. */
  quote_id: QuoteIdSchema.optional(),
});

/** `tax` is null when no region is known or the shop does not collect there. */
export const TaxEstimateResponseSchema = z.object({
  status: z.literal(200),
  tax: TaxEstimateSchema.nullable(),
  /**
   * The region estimated for: the one asked, else the saved address's; null when none is known.
   * Set even where no tax is collected (`tax` null), so the cart can quote shipping there.
   */
  region: z.object({ country: z.string(), state: z.string() }).nullable(),
});
export type TaxEstimateResponse = z.infer<typeof TaxEstimateResponseSchema>;

const RATE_MESSAGE = `Enter a rate in percent, e.g. 13 or 9.975 (at most ${TAX_RATE_MAX_THOUSANDTHS / 1000}).`;

export const TaxComponentInputSchema = z.strictObject({
  name: z.enum(TAX_COMPONENT_NAMES, {
    error: `The tax must be one of ${TAX_COMPONENT_NAMES.join(', ')}.`,
  }),
  rate: z.string({ error: RATE_MESSAGE }).refine((text) => {
    const rate = parseTaxRate(text);
    return rate !== undefined && rate > 0 && rate <= TAX_RATE_MAX_THOUSANDTHS;
  }, RATE_MESSAGE),
});

export const TaxRegionSettingsSchema = z
  .strictObject({
    country: z.enum(['US', 'CA'], { error: 'The country must be US or CA.' }),
    region: z.string().trim().toUpperCase(),
    collect: z.boolean(),
    shipping_taxable: z.boolean(),
    components: z
      .array(TaxComponentInputSchema)
      .max(TAX_COMPONENTS_MAX, `A region has at most ${TAX_COMPONENTS_MAX} taxes.`),
  })
  .superRefine((row, ctx) => {
    if (!isTaxRegion(row.country, row.region)) {
      ctx.addIssue({ code: 'custom', path: ['region'], message: 'Choose a state or province.' });
    }
    const names = row.components.map((component) => component.name);
    if (new Set(names).size !== names.length) {
      ctx.addIssue({ code: 'custom', path: ['components'], message: 'Name each tax once.' });
    }
    if (row.collect && row.components.length === 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['components'],
        message: 'Give at least one rate for a region the shop collects in.',
      });
    }
  });
export type TaxRegionSettings = z.infer<typeof TaxRegionSettingsSchema>;

const REGION_COUNT = US_STATES.length + CA_PROVINCES.length;

/** PUT /api/admin/settings/tax: the whole table; regions left out are not collected in. */
export const TaxTableRequestSchema = z.strictObject({
  regions: z
    .array(TaxRegionSettingsSchema)
    .max(REGION_COUNT)
    .superRefine((rows, ctx) => {
      const keys = rows.map((row) => `${row.country}-${row.region}`);
      if (new Set(keys).size !== keys.length) {
        ctx.addIssue({ code: 'custom', message: 'Each region may appear once.' });
      }
    }),
});
export type TaxTableRequest = z.input<typeof TaxTableRequestSchema>;

/** Every state and province, in the order of the country lists, with what staff set. */
export const TaxTableResponseSchema = z.object({
  status: z.literal(200),
  regions: z.array(
    z.object({
      country: z.enum(['US', 'CA']),
      region: z.string(),
      region_name: z.string(),
      collect: z.boolean(),
      shipping_taxable: z.boolean(),
      components: z.array(z.object({ name: z.enum(TAX_COMPONENT_NAMES), rate: z.string() })),
    }),
  ),
});
export type TaxTable = z.infer<typeof TaxTableResponseSchema>;

/** A tax line as the API shows it: the rate in percent, the amount in dollars. */
export function taxLineView(line: TaxLine): TaxLineView {
  return {
    name: line.name,
    rate: formatTaxRate(line.rateThousandths),
    amount: line.amountCents / 100,
  };
}
