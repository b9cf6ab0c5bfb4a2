import {
  addDays,
  centsToDollars,
  CURRENCY,
  daysInPeriod,
  dashboardPeriod,
  DASHBOARD_LIST_SIZE,
  isOnAccountOrder,
  ROLE,
  toIsoDate,
  type DashboardQuery,
  type DashboardResponse,
} from '@backlit/domain';
import type { Database } from '../../db/client';
import { artworkWaitingForReview } from '../artwork';
import { DashboardRepository } from './dashboard.repository';

/** How the shop is doing over a period of UTC days. */
export class DashboardService {
  private readonly repository: DashboardRepository;

  constructor(
    private readonly db: Database,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.repository = new DashboardRepository(db);
  }

  async figures(query: DashboardQuery): Promise<Omit<DashboardResponse, 'status'>> {
    const { from, to } = dashboardPeriod(query, toIsoDate(this.now()));
    const [newOrders, newCustomers, sales, recent, lowStock, artworkToReview] = await Promise.all([
      this.repository.orderCount({ from, to }),
      this.repository.customerCount({ from, to }, ROLE.customer),
      this.repository.salesByDay({ from, to }),
      this.repository.recentOrders(DASHBOARD_LIST_SIZE),
      this.repository.lowStock(DASHBOARD_LIST_SIZE),
      artworkWaitingForReview(this.db),
    ]);
    const byDate = new Map(sales.map((day) => [day.date, day]));
    const days = Array.from({ length: daysInPeriod(from, to) }, (_, i) => addDays(from, i));
    return {
      from,
      to,
      currency: CURRENCY,
      // Every order placed in the period, whatever became of it since.
      new_orders: newOrders,
      new_customers: newCustomers,
      total_sales: centsToDollars(sales.reduce((sum, day) => sum + day.cents, 0)),
      sales_by_day: days.map((date) => ({
        date,
        orders: byDate.get(date)?.orders ?? 0,
        sales: centsToDollars(byDate.get(date)?.cents ?? 0),
      })),
      recent_orders: recent.map((order) => ({
        id: order.id,
        tracking_no: order.trackingNo,
        name: `${order.firstName} ${order.lastName}`,
        status: order.status,
        on_account: isOnAccountOrder(order.paymentMethod),
        total: centsToDollars(order.totalCents),
        created_at: order.createdAt.toISOString(),
      })),
      low_stock: lowStock,
      artwork_to_review: artworkToReview,
    };
  }
}
