import {
  centsToDollars,
  dollarsToCents,
  isRegionOf,
  planShipment,
  showTarget,
  type MethodPlanView,
  type PlannerCalendar,
  type PlannerMethod,
  type Product,
  type ProductionPlans,
  type ShippingCountry,
  type ShippingZone,
  type ShowPlanInput,
  type ShowPlanResponse,
  type ShowWithPlans,
  type Plan,
} from '@backlit/domain';
import type { Database } from '../../db/client';
import { AppError, invalidData } from '../../platform/errors';
import { ShippingService } from '../shipping';
import { clockOf, PlannerCalendarService, type PlanClock } from './calendar.service';
import { ShowsService, toShowView } from './shows.service';
import type { ShowRow } from './shows.repository';

export const PRODUCT_NOT_FOUND = 'This product does not exist.';

/** A product as the storefront's own API shows it, or undefined when there is none. */
export type ReadProduct = (slug: string) => Promise<Product | undefined>;

/**
 * Runs the planner with what the shop really has: its calendar (zone, cut-off, closures), the
 * shipping methods staff set for the region, and the product's parcel and print needs.
 */
export class ShowPlansService {
  private readonly calendars: PlannerCalendarService;
  private readonly shipping: ShippingService;
  private readonly shows: ShowsService;

  constructor(
    db: Database,
    private readonly readProduct: ReadProduct,
  ) {
    this.calendars = new PlannerCalendarService(db);
    this.shipping = new ShippingService(db);
    this.shows = new ShowsService(db);
  }

  /** The shows not over yet, each with the plans of a frame and its printed banner sent to it. */
  async upcoming(now: Date): Promise<{ clock: PlanClock; shows: ShowWithPlans[] }> {
    const calendar = await this.calendars.calendar();
    const { today, ...clock } = clockOf(calendar, now);
    const [rows, zones] = await Promise.all([this.shows.upcoming(today), this.shipping.settings()]);
    return { clock, shows: rows.map((row) => withPlans(row, zones, calendar, now)) };
  }

  async show(slug: string, now: Date): Promise<{ clock: PlanClock; show: ShowWithPlans }> {
    const [row, calendar, zones] = await Promise.all([
      this.shows.bySlug(slug),
      this.calendars.calendar(),
      this.shipping.settings(),
    ]);
    const { today: _today, ...clock } = clockOf(calendar, now);
    return { clock, show: withPlans(row, zones, calendar, now) };
  }

  /**
   * When to order one of a product to have it at a show (its warehouse or booth, in its state or
   * province) or at a place by a date: per method the region offers for its parcel, priced.
   */
  async forProduct(query: ShowPlanInput, now: Date): Promise<Omit<ShowPlanResponse, 'status'>> {
    const product = await this.readProduct(query.product);
    if (!product) throw new AppError('NOT_FOUND', PRODUCT_NOT_FOUND);
    let target: string;
    let shipTo: { country: ShippingCountry; region: string };
    let show: ShowPlanResponse['show'] = null;
    if (query.show) {
      const row = await this.shows.bySlug(query.show);
      target = showTarget(row).date;
      shipTo = { country: row.country as ShippingCountry, region: row.region };
      show = { slug: row.slug, name: row.name };
    } else {
      // The query schema asks for all three when no show is named.
      const { date, country, region } = query;
      if (!date || !country || !region || !isRegionOf(country, region)) {
        throw invalidData({ date: ['Pick a show or type the date you need it by.'] });
      }
      target = date;
      shipTo = { country, region };
    }

    const calendar = await this.calendars.calendar();
    const { today: _today, ...clock } = clockOf(calendar, now);
    const printed = product.print_size !== null;
    const inStock = product.stock > 0;
    const quote = await this.shipping.quoteLines(
      [{ productId: product.id, quantity: 1 }],
      dollarsToCents(product.originalPrice),
      { ...shipTo, rush: false },
    );
    const prices = new Map(quote.methods.map((method) => [method.id, method.priceCents]));
    const methods: PlannerMethod[] = inStock ? quote.methods : [];
    const plan = (rush: boolean) =>
      toWire(
        planShipment({
          now,
          calendar,
          target,
          destination: shipTo.country,
          printed,
          rush,
          methods,
        }),
        prices,
      );
    return {
      clock,
      product: { slug: product.slug, name: product.name, printed, in_stock: inStock },
      show,
      target,
      ship_to: shipTo,
      oversized: quote.oversized,
      plans: { standard: plan(false), rush: plan(true) },
    };
  }
}

/** The methods staff offer in the zone holding a region (none when no zone holds it). */
function methodsFor(
  zones: readonly ShippingZone[],
  country: ShippingCountry,
  region: string,
): PlannerMethod[] {
  const zone = zones.find((candidate) =>
    candidate.regions.some((place) => place.country === country && place.region === region),
  );
  return (zone?.methods ?? [])
    .filter((method) => method.active)
    .map((method) => ({
      id: method.id,
      name: method.name,
      transitDaysMin: method.transit_days_min,
      transitDaysMax: method.transit_days_max,
    }));
}

/** A show with the plans of one frame and its printed banner, standard and rushed. */
function withPlans(
  row: ShowRow,
  zones: readonly ShippingZone[],
  calendar: PlannerCalendar,
  now: Date,
): ShowWithPlans {
  const country = row.country as ShippingCountry;
  const methods = methodsFor(zones, country, row.region);
  const plan = (rush: boolean) =>
    toWire(
      planShipment({
        now,
        calendar,
        target: showTarget(row).date,
        destination: country,
        printed: true,
        rush,
        methods,
      }),
    );
  const plans: ProductionPlans = { standard: plan(false), rush: plan(true) };
  return { ...toShowView(row), plans };
}

export function toWire(plan: Plan, prices?: ReadonlyMap<number, number>): MethodPlanView[] {
  return plan.methods.map((method) => {
    const price = prices?.get(method.method.id);
    return {
      method_id: method.method.id,
      method: method.method.name,
      transit_days_min: method.method.transitDaysMin,
      transit_days_max: method.method.transitDaysMax,
      price: price === undefined ? null : centsToDollars(price),
      order_by: method.orderBy,
      artwork_by: method.artworkBy,
      approve_by: method.approveBy,
      ship_by: method.shipBy,
      ships_on: method.shipsOn,
      delivery_from: method.deliveryFrom,
      delivery_to: method.deliveryTo,
      spare_days: method.spareDays,
      verdict: method.verdict,
    };
  });
}
