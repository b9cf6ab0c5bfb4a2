import {
  isOnAccountOrder,
  ORDERS_WAITING_STATUS,
  TOP_BAR_RESULTS,
  type TopBarSearchResponse,
} from '@backlit/domain';
import type { Database } from '../../db/client';
import { ProductSearchRepository, searchWords, type ProductSearch } from '../catalog';
import { OrdersService } from '../orders';
import { CustomersRepository } from './customers.repository';

/**
 * The back-office top bar: one search over orders, products and customers, and the count of
 * orders waiting for staff. Orders and products are found by their own lists' searches, so the
 * top bar finds what those lists find, through the same indexes.
 */
export class TopBarService {
  private readonly orders: OrdersService;
  private readonly products: ProductSearch;
  private readonly customers: CustomersRepository;

  constructor(db: Database) {
    this.orders = new OrdersService(db);
    this.products = new ProductSearchRepository(db);
    this.customers = new CustomersRepository(db);
  }

  async search(q: string): Promise<Omit<TopBarSearchResponse, 'status'>> {
    const [orders, products, customers] = await Promise.all([
      this.orders.list({ q }, 1, TOP_BAR_RESULTS),
      this.products.search({
        shape: 'shop',
        words: searchWords(q),
        sort: 'newest',
        limit: TOP_BAR_RESULTS,
        offset: 0,
      }),
      this.customers.find(q, TOP_BAR_RESULTS),
    ]);
    return {
      orders: orders.orders.map(({ id, tracking_no, name, email, status, payement_method }) => ({
        id,
        tracking_no,
        name,
        email,
        status,
        on_account: isOnAccountOrder(payement_method),
      })),
      products: products.rows.map(({ id, name, sku }) => ({ id, name, sku })),
      customers,
    };
  }

  /** Paid orders not yet in production, counted like the order list counts its pages. */
  async ordersWaiting(): Promise<number> {
    return (await this.orders.list({ status: ORDERS_WAITING_STATUS }, 1, 1)).total;
  }
}
