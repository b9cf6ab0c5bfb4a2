import {
  bestMethodPlan,
  PLAN_TOO_LATE_MESSAGE,
  planShipment,
  type CartShowPlanResponse,
  type OrderPlan,
  type Plan,
  type PlannerMethod,
  type ShippingCountry,
} from '@backlit/domain';
import type { Database } from '../../db/client';
import { AppError, invalidData } from '../../platform/errors';
import { ShippingService } from '../shipping';
import { clockOf, PlannerCalendarService } from './calendar.service';
import { ShowsService, toShowView } from './shows.service';
import type { ShowRow } from './shows.repository';
import { toWire } from './show-plans.service';

export const PLAN_SHOW_GONE = 'This show is no longer in the calendar. Pick another one.';

/** A cart line as a plan needs it: what it is, how many, and whether it is printed. */
export interface PlanLine {
  productId: number;
  quantity: number;
  printed: boolean;
}

/** What the buyer planned for: a show of the calendar, or a date at the ship-to address. */
export interface PlanChoice {
  plan_show?: string | undefined;
  plan_date?: string | undefined;
  plan_too_late_ok?: boolean | undefined;
}

export function hasPlanChoice(choice: PlanChoice): boolean {
  return choice.plan_show !== undefined || choice.plan_date !== undefined;
}

/**
 * Plans a cart (rather than one product) for a show or a date: checkout shows each method's
 * verdict with it, and the payment and the order are checked and kept with the same function,
 * so the page and the server never disagree.
 */
export class CartPlansService {
  private readonly calendars: PlannerCalendarService;
  private readonly shipping: ShippingService;
  private readonly shows: ShowsService;

  constructor(db: Database) {
    this.calendars = new PlannerCalendarService(db);
    this.shipping = new ShippingService(db);
    this.shows = new ShowsService(db);
  }

  /** Every method the region offers for the lines, cheapest first, standard and rushed. */
  async plan(
    lines: readonly PlanLine[],
    subtotalCents: number,
    shipTo: { country: ShippingCountry; region: string },
    choice: PlanChoice,
    now: Date,
  ): Promise<Omit<CartShowPlanResponse, 'status'>> {
    const [{ row, target }, calendar] = await Promise.all([
      this.target(choice),
      this.calendars.calendar(),
    ]);
    const { today: _today, ...clock } = clockOf(calendar, now);
    const quote = await this.shipping.quoteLines(lines, subtotalCents, { ...shipTo, rush: false });
    const offered = [...quote.methods].sort((a, b) => a.priceCents - b.priceCents);
    const prices = new Map(offered.map((method) => [method.id, method.priceCents]));
    const printed = lines.some((line) => line.printed);
    const plan = (rush: boolean) =>
      planShipment({
        now,
        calendar,
        target,
        destination: shipTo.country,
        printed,
        rush,
        methods: offered,
      });
    const standard = plan(false);
    const rush = plan(true);
    return {
      clock,
      show: row ? toShowView(row) : null,
      target,
      printed,
      plans: { standard: toWire(standard, prices), rush: toWire(rush, prices) },
      best: {
        standard: bestMethodPlan(standard)?.method.id ?? null,
        rush: bestMethodPlan(rush)?.method.id ?? null,
      },
    };
  }

  /**
   * The plan an order keeps for the method and speed bought; null when the buyer planned for
   * nothing. A plan that arrives after the target is refused (422 on `plan_too_late_ok`) unless
   * the buyer confirmed it.
   */
  async orderPlan(
    lines: readonly PlanLine[],
    shipTo: { country: ShippingCountry },
    method: PlannerMethod,
    rush: boolean,
    choice: PlanChoice,
    now: Date,
  ): Promise<OrderPlan | null> {
    if (!hasPlanChoice(choice)) return null;
    const [{ row, target }, calendar] = await Promise.all([
      this.target(choice),
      this.calendars.calendar(),
    ]);
    const plan: Plan = planShipment({
      now,
      calendar,
      target,
      destination: shipTo.country,
      printed: lines.some((line) => line.printed),
      rush,
      methods: [method],
    });
    const [planned] = plan.methods as [Plan['methods'][number]];
    const lateAccepted = planned.verdict === 'too_late' && choice.plan_too_late_ok === true;
    if (planned.verdict === 'too_late' && !lateAccepted) {
      throw invalidData({ plan_too_late_ok: [PLAN_TOO_LATE_MESSAGE] });
    }
    return {
      target,
      show: row ? { slug: row.slug, name: row.name } : null,
      method: method.name,
      rush,
      order_by: planned.orderBy,
      artwork_by: planned.artworkBy,
      approve_by: planned.approveBy,
      ship_by: planned.shipBy,
      delivery_from: planned.deliveryFrom,
      delivery_to: planned.deliveryTo,
      verdict: planned.verdict,
      late_accepted: lateAccepted,
    };
  }

  /** The show named (a 422 when it is gone) and its target, or the date typed. */
  private async target(choice: PlanChoice): Promise<{ row: ShowRow | null; target: string }> {
    if (choice.plan_show !== undefined) {
      try {
        const row = await this.shows.bySlug(choice.plan_show);
        return { row, target: toShowView(row).target };
      } catch (error) {
        if (error instanceof AppError && error.status === 404) {
          throw invalidData({ plan_show: [PLAN_SHOW_GONE] });
        }
        throw error;
      }
    }
    if (choice.plan_date === undefined) {
      throw invalidData({ plan_date: ['Pick a show or type the date you need it by.'] });
    }
    return { row: null, target: choice.plan_date };
  }
}
