import {
  isOnAccountOrder,
  PRODUCTION_GROUPS,
  productionGroup,
  productionRisks,
  zonedDateTime,
  type ProductionBoardResponse,
  type ProductionOrder,
} from '@backlit/domain';
import type { Database } from '../../db/client';
import { PlannerCalendarService } from './calendar.service';
import { ProductionRepository } from './production.repository';

/**
 * The back-office's production board: every open order by its ship-by day, each with what puts it
 * at risk of missing it (see the domain's `productionRisks`), and the count the bell shows.
 */
export class ProductionBoardService {
  private readonly repository: ProductionRepository;
  private readonly calendars: PlannerCalendarService;

  constructor(db: Database) {
    this.repository = new ProductionRepository(db);
    this.calendars = new PlannerCalendarService(db);
  }

  async board(now: Date): Promise<Omit<ProductionBoardResponse, 'status'>> {
    const calendar = await this.calendars.calendar();
    const today = zonedDateTime(now, calendar.timeZone).date;
    const open = await this.repository.openOrders();
    const [artwork, short] = await Promise.all([
      this.repository.artworkOf(open.map((order) => order.id)),
      this.repository.stockShort(),
    ]);
    const listed = open.map((order): ProductionOrder => ({
      id: order.id,
      tracking_no: order.trackingNo,
      name: `${order.firstName} ${order.lastName}`,
      email: order.email,
      status: order.status,
      on_account: isOnAccountOrder(order.paymentMethod),
      ship_by: order.shipBy,
      artwork_by: order.plan?.artwork_by ?? null,
      approve_by: order.plan?.approve_by ?? null,
      target: order.plan?.target ?? null,
      show_name: order.plan?.show?.name ?? null,
      risks: productionRisks(
        {
          shipBy: order.shipBy,
          artworkBy: order.plan?.artwork_by ?? null,
          lines: artwork.get(order.id) ?? [],
          stockShort: short.has(order.id),
        },
        today,
      ),
    }));
    return {
      today,
      at_risk: listed.filter((order) => order.risks.length > 0).length,
      groups: PRODUCTION_GROUPS.map((group) => ({
        group,
        orders: listed.filter((order) => productionGroup(order.ship_by, today) === group),
      })).filter((group) => group.orders.length > 0),
    };
  }

  /** How many open orders are at risk: the bell's second count. */
  async atRisk(now: Date): Promise<number> {
    return (await this.board(now)).at_risk;
  }
}
