import { z } from 'zod';
import { REGION_LABEL, SHIPPING_COUNTRIES } from '../regions';
import { isRegionOf } from '../shipping';
import { isTimeOfDay, SHOP_TIME_ZONES } from '../shop-time';
import { SHOW_STATUSES, SHOW_TEXT_MAX } from '../trade-shows';
import { DAY_OUT_OF_RANGE, idParam, isDayInRange, optionalText, requiredText } from './fields';

// ---------------------------------------------------------------------------------------------
// The trade-show calendar as staff enter it.

const dateMessage = (label: string) => `The ${label} must be a date like 2026-01-31.`;

/** A day, `YYYY-MM-DD`; blank is missing. */
const requiredDay = (label: string) =>
  z
    .string({ error: `The ${label} is required.` })
    .trim()
    .min(1, `The ${label} is required.`)
    .pipe(
      z.iso.date({ error: dateMessage(label), abort: true }).refine(isDayInRange, DAY_OUT_OF_RANGE),
    );

/** A day that may be left blank (null). */
const optionalDay = (label: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    z.iso
      .date({ error: dateMessage(label), abort: true })
      .refine(isDayInRange, DAY_OUT_OF_RANGE)
      .nullable()
      .default(null),
  );

/** Text that may be left out: blank or null becomes null. */
const nullableText = (label: string, max: number) =>
  z.preprocess(
    (value) => (value === null ? undefined : value),
    optionalText(label, max).transform((value) => value ?? null),
  );

const WEB_ADDRESS = 'The link must be a web address starting with https:// or http://.';

/** http(s), a host with a dot, no spaces. */
const WEB_ADDRESS_PATTERN = /^https?:\/\/[^\s/?#]+\.[^\s/?#]+([/?#]\S*)?$/i;

/** POST /api/admin/trade-shows and PUT /api/admin/trade-shows/{id}. */
export const TradeShowRequestSchema = z
  .strictObject({
    name: requiredText('show name', SHOW_TEXT_MAX),
    organizer: nullableText('organiser', SHOW_TEXT_MAX),
    venue: requiredText('venue', SHOW_TEXT_MAX),
    city: requiredText('city', 80),
    country: z.enum(SHIPPING_COUNTRIES, { error: 'Choose the USA or Canada.' }),
    region: z.string({ error: 'Choose a state or province.' }).trim().toUpperCase(),
    /** The first day exhibitors may set up. */
    move_in: requiredDay('move-in date'),
    starts_on: requiredDay('opening date'),
    ends_on: requiredDay('closing date'),
    /** The show's official service contractor (Freeman, GES …), who runs the warehouse. */
    contractor: nullableText('official contractor', SHOW_TEXT_MAX),
    /** The advance warehouse: its address, lines separated by newlines, and receiving days. */
    warehouse_address: nullableText('warehouse address', 400),
    warehouse_from: optionalDay('first receiving day'),
    warehouse_to: optionalDay('last receiving day'),
    /** The days the show site takes deliveries straight to the booth. */
    direct_from: optionalDay('first direct delivery day'),
    direct_to: optionalDay('last direct delivery day'),
    url: nullableText('link', 300).refine(
      (value) => value === null || WEB_ADDRESS_PATTERN.test(value),
      WEB_ADDRESS,
    ),
    status: z
      .enum(SHOW_STATUSES, { error: 'Choose scheduled, postponed or cancelled.' })
      .default('scheduled'),
  })
  .superRefine((show, context) => {
    const issue = (path: string, message: string) =>
      context.addIssue({ code: 'custom', path: [path], message });
    if (!isRegionOf(show.country, show.region)) {
      issue('region', `Choose a ${REGION_LABEL[show.country].toLowerCase()}.`);
    }
    if (show.starts_on < show.move_in) issue('starts_on', 'The show cannot open before move-in.');
    if (show.ends_on < show.starts_on) issue('ends_on', 'The show cannot close before it opens.');
    const warehouse = [show.warehouse_address, show.warehouse_from, show.warehouse_to];
    if (warehouse.some((part) => part !== null)) {
      if (show.warehouse_address === null) {
        issue('warehouse_address', 'Give the warehouse address, or leave its days blank.');
      }
      if (show.warehouse_from === null) issue('warehouse_from', 'Give the first receiving day.');
      if (show.warehouse_to === null) issue('warehouse_to', 'Give the last receiving day.');
    }
    if (show.warehouse_from && show.warehouse_to && show.warehouse_to < show.warehouse_from) {
      issue('warehouse_to', 'The last receiving day cannot come before the first.');
    }
    if (show.warehouse_to && show.warehouse_to > show.ends_on) {
      issue('warehouse_to', 'The warehouse must stop receiving before the show closes.');
    }
    if ((show.direct_from === null) !== (show.direct_to === null)) {
      issue(show.direct_from === null ? 'direct_from' : 'direct_to', 'Give both days, or neither.');
    }
    if (show.direct_from && show.direct_to && show.direct_to < show.direct_from) {
      issue('direct_to', 'The last direct delivery day cannot come before the first.');
    }
    if (show.direct_to && show.direct_to > show.ends_on) {
      issue('direct_to', 'Direct deliveries must end before the show closes.');
    }
  });
export type TradeShowRequest = z.input<typeof TradeShowRequestSchema>;
export type TradeShowInput = z.output<typeof TradeShowRequestSchema>;

export const TradeShowIdParamsSchema = z.object({ id: idParam() });
export const TradeShowSlugParamsSchema = z.object({ slug: z.string().min(1).max(200) });

/** A show as the shop shows it. */
export const ShowSchema = z.object({
  id: z.number().int(),
  /** URL segment: /trade-Show/{slug} */
  slug: z.string(),
  name: z.string(),
  organizer: z.string().nullable(),
  venue: z.string(),
  city: z.string(),
  country: z.enum(SHIPPING_COUNTRIES),
  region: z.string(),
  move_in: z.string(),
  starts_on: z.string(),
  ends_on: z.string(),
  contractor: z.string().nullable(),
  warehouse: z.object({ address: z.string(), from: z.string(), to: z.string() }).nullable(),
  direct: z.object({ from: z.string(), to: z.string() }).nullable(),
  url: z.string().nullable(),
  status: z.enum(SHOW_STATUSES),
  /** The last day goods may arrive, which plans aim at, and where that is. */
  target: z.string(),
  target_kind: z.enum(['warehouse', 'direct', 'move_in']),
});
export type ShowView = z.infer<typeof ShowSchema>;

/** GET /api/admin/trade-shows: every show, the latest first. */
export const AdminTradeShowsResponseSchema = z.object({
  status: z.literal(200),
  shows: z.array(ShowSchema),
});

/** One show (GET, POST, PUT of staff). */
export const AdminTradeShowResponseSchema = z.object({
  status: z.literal(200),
  show: ShowSchema,
});

// ---------------------------------------------------------------------------------------------
// Plans on the wire: the planner's answer for each method.

export const PLAN_VERDICT_VALUES = ['in_time', 'tight', 'too_late'] as const;

export const MethodPlanSchema = z.object({
  method_id: z.number().int(),
  method: z.string(),
  transit_days_min: z.number().int(),
  transit_days_max: z.number().int(),
  /** What the method charges for this shipment, in dollars; null when not priced (a show's plan). */
  price: z.number().nullable(),
  order_by: z.string().nullable(),
  artwork_by: z.string().nullable(),
  approve_by: z.string().nullable(),
  ship_by: z.string().nullable(),
  /** Ordered now: the day it ships, and when it arrives. */
  ships_on: z.string(),
  delivery_from: z.string(),
  delivery_to: z.string(),
  spare_days: z.number().int(),
  verdict: z.enum(PLAN_VERDICT_VALUES),
});
export type MethodPlanView = z.infer<typeof MethodPlanSchema>;

/** The shop's clock a plan was made by, so deadlines can be read as "by noon Eastern". */
export const PlanClockSchema = z.object({
  /** The working day an order placed now counts for. */
  order_day: z.string(),
  order_cutoff: z.string(),
  time_zone: z.string(),
});

/** Standard (five days' production) and 2-Day Rush, one plan per method of the region. */
export const ProductionPlansSchema = z.object({
  standard: z.array(MethodPlanSchema),
  rush: z.array(MethodPlanSchema),
});
export type ProductionPlans = z.infer<typeof ProductionPlansSchema>;

/** A show with the plans of a frame with its printed banner shipped to it. */
export const ShowWithPlansSchema = ShowSchema.extend({
  plans: ProductionPlansSchema,
});
export type ShowWithPlans = z.infer<typeof ShowWithPlansSchema>;

/** GET /api/trade-shows: the shows not over yet, soonest first. */
export const TradeShowsResponseSchema = z.object({
  status: z.literal(200),
  clock: PlanClockSchema,
  shows: z.array(ShowWithPlansSchema),
});
export type TradeShowsResponse = z.infer<typeof TradeShowsResponseSchema>;

/** GET /api/trade-shows/{slug} */
export const TradeShowResponseSchema = z.object({
  status: z.literal(200),
  clock: PlanClockSchema,
  show: ShowWithPlansSchema,
});
export type TradeShowResponse = z.infer<typeof TradeShowResponseSchema>;

/**
 * GET /api/show-plan?product={slug}&show={slug}, or with `date`, `country` and `region` instead
 * of `show`: when to order one of that product to have it there by the show (or the date).
 */
export const ShowPlanQuerySchema = z
  .object({
    product: z.string({ error: 'Name a product.' }).trim().min(1, 'Name a product.').max(200),
    show: optionalText('show', 200),
    date: z.preprocess(
      (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
      z.iso
        .date({ error: 'The date must be a date like 2026-01-31.', abort: true })
        .refine(isDayInRange, DAY_OUT_OF_RANGE)
        .optional(),
    ),
    country: z.preprocess(
      (value) => (value === '' ? undefined : value),
      z.enum(SHIPPING_COUNTRIES, { error: 'Choose the USA or Canada.' }).optional(),
    ),
    region: optionalText('state or province', 3).transform((value) => value?.toUpperCase()),
  })
  .superRefine((query, context) => {
    const issue = (path: string, message: string) =>
      context.addIssue({ code: 'custom', path: [path], message });
    if (query.show !== undefined) return;
    if (query.date === undefined) issue('date', 'Pick a show or type the date you need it by.');
    if (query.country === undefined) issue('country', 'Choose the USA or Canada.');
    else if (query.region === undefined || !isRegionOf(query.country, query.region)) {
      issue('region', `Choose a ${REGION_LABEL[query.country].toLowerCase()}.`);
    }
  });
export type ShowPlanQuery = z.input<typeof ShowPlanQuerySchema>;
export type ShowPlanInput = z.output<typeof ShowPlanQuerySchema>;

export const ShowPlanResponseSchema = z.object({
  status: z.literal(200),
  clock: PlanClockSchema,
  product: z.object({
    slug: z.string(),
    name: z.string(),
    /** Printed: needs an approved print file, then production. */
    printed: z.boolean(),
    in_stock: z.boolean(),
  }),
  /** The show picked, when one was. */
  show: z.object({ slug: z.string(), name: z.string() }).nullable(),
  target: z.string(),
  ship_to: z.object({ country: z.enum(SHIPPING_COUNTRIES), region: z.string() }),
  /** Only freight can carry it. */
  oversized: z.boolean(),
  plans: ProductionPlansSchema,
});
export type ShowPlanResponse = z.infer<typeof ShowPlanResponseSchema>;

// ---------------------------------------------------------------------------------------------
// The shop's working calendar: its cut-off, time zone and closures.

export const CLOSURES_MAX = 100;

export const ClosureInputSchema = z
  .strictObject({
    starts_on: requiredDay('first closed day'),
    ends_on: requiredDay('last closed day'),
    reason: requiredText('reason', 80),
  })
  .refine((closure) => closure.ends_on >= closure.starts_on, {
    path: ['ends_on'],
    message: 'The last closed day cannot come before the first.',
  });

/** PUT /api/admin/settings/planner: replaces the cut-off, time zone and every closure. */
export const PlannerSettingsRequestSchema = z.strictObject({
  time_zone: z.enum(SHOP_TIME_ZONES, { error: 'Choose a time zone from the list.' }),
  order_cutoff: z
    .string({ error: 'The cut-off is required.' })
    .trim()
    .refine(isTimeOfDay, 'The cut-off must be a time like 12:00 (24-hour clock).'),
  closures: z
    .array(ClosureInputSchema)
    .max(CLOSURES_MAX, `Keep it to ${CLOSURES_MAX} closures; delete past ones.`),
});
export type PlannerSettingsRequest = z.input<typeof PlannerSettingsRequestSchema>;
export type PlannerSettingsInput = z.output<typeof PlannerSettingsRequestSchema>;

export const ClosureSchema = z.object({
  id: z.number().int(),
  starts_on: z.string(),
  ends_on: z.string(),
  reason: z.string(),
});
export type ClosureView = z.infer<typeof ClosureSchema>;

/** GET and PUT /api/admin/settings/planner */
export const PlannerSettingsResponseSchema = z.object({
  status: z.literal(200),
  time_zone: z.enum(SHOP_TIME_ZONES),
  order_cutoff: z.string(),
  closures: z.array(ClosureSchema),
});
export type PlannerSettingsResponse = z.infer<typeof PlannerSettingsResponseSchema>;

/**
 * POST /api/checkout/show-plan: the shopper's cart planned for a show (`plan_show`) or a date
 * (`plan_date`) at the ship-to state or province, per method the region offers for the cart.
 */
export const CartShowPlanRequestSchema = z
  .strictObject({
    country: z.enum(SHIPPING_COUNTRIES, { error: 'Choose the USA or Canada.' }),
    region: z.string({ error: 'Choose a state or province.' }).trim().toUpperCase(),
    plan_show: optionalText('show', 200),
    plan_date: z.preprocess(
      (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
      z.iso
        .date({ error: 'The date must be a date like 2026-01-31.', abort: true })
        .refine(isDayInRange, DAY_OUT_OF_RANGE)
        .optional(),
    ),
  })
  .superRefine((request, context) => {
    if (!isRegionOf(request.country, request.region)) {
      const label = REGION_LABEL[request.country].toLowerCase();
      context.addIssue({ code: 'custom', path: ['region'], message: `Choose a ${label}.` });
    }
    if (request.plan_show === undefined && request.plan_date === undefined) {
      context.addIssue({
        code: 'custom',
        path: ['plan_date'],
        message: 'Pick a show or type the date you need it by.',
      });
    }
  });
export type CartShowPlanRequest = z.input<typeof CartShowPlanRequestSchema>;

export const CartShowPlanResponseSchema = z.object({
  status: z.literal(200),
  clock: PlanClockSchema,
  /** The show planned for, with its warehouse and contractor (the booth delivery); null: a date. */
  show: ShowSchema.nullable(),
  target: z.string(),
  /** Something in the cart is printed: its file must be approved before production. */
  printed: z.boolean(),
  /** Per method, cheapest first, standard and with 2-Day Rush. */
  plans: ProductionPlansSchema,
  /** The cheapest method in time (else tight), standard and rushed; null when none makes it. */
  best: z.object({
    standard: z.number().int().nullable(),
    rush: z.number().int().nullable(),
  }),
});
export type CartShowPlanResponse = z.infer<typeof CartShowPlanResponseSchema>;

/** The plan an order keeps: what it aims at and the days to act by, for the method bought. */
export const OrderPlanSchema = z.object({
  target: z.string(),
  show: z.object({ slug: z.string(), name: z.string() }).nullable(),
  method: z.string(),
  rush: z.boolean(),
  order_by: z.string().nullable(),
  artwork_by: z.string().nullable(),
  approve_by: z.string().nullable(),
  ship_by: z.string().nullable(),
  delivery_from: z.string(),
  delivery_to: z.string(),
  verdict: z.enum(PLAN_VERDICT_VALUES),
  /** The buyer confirmed paying for a plan that arrives after the target. */
  late_accepted: z.boolean(),
});
export type OrderPlan = z.infer<typeof OrderPlanSchema>;

/** GET /api/orders/{id}/booth-labels.pdf: how many cartons, on 4 × 6 in labels or letter. */
export const BoothLabelsQuerySchema = z.object({
  cartons: z.coerce
    .number({ error: 'Give the number of cartons, 1 to 50.' })
    .int('Give the number of cartons, 1 to 50.')
    .min(1, 'Give the number of cartons, 1 to 50.')
    .max(50, 'Give the number of cartons, 1 to 50.')
    .default(1),
  format: z.enum(['4x6', 'letter'], { error: 'Choose 4x6 or letter.' }).default('4x6'),
});
