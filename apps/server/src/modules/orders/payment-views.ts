import {
  ADMIN_PAYMENTS_PER_PAGE,
  centsToDollars,
  CURRENCY,
  PAYMENT_LEDGER_PROVIDERS,
  PAYMENT_STATUSES,
  type AdminPaymentsResponse,
  type PaymentLedgerProvider,
  type PaymentOutcome,
  type PaymentStatus,
} from '@backlit/domain';
import type { Database } from '../../db/client';
import { AppError } from '../../platform/errors';
import { PaymentsRepository } from '../payments';
import { OrdersRepository, type Payer } from './orders.repository';
import { paidBy, PAYMENT_NOT_FOUND } from './place-order.workflow';

/** The e-mail a shopper without an account gave at checkout (known once the capture started). */
function guestEmail(checkout: Record<string, unknown> | null): string | undefined {
  const billing = checkout?.billing as { email?: unknown } | undefined;
  return typeof billing?.email === 'string' ? billing.email : undefined;
}

/** Ends a payment comes to rest in; anything else is still moving (reconciliation is on it). */
const AT_REST: readonly PaymentStatus[] = ['created', 'refunded', 'declined', 'abandoned'];

/** A count for every key, 0 for those no row counted (a filter's tab shows 0, not nothing). */
function countsOf<K extends string>(keys: readonly K[], counted: [K, number][]): Record<K, number> {
  return {
    ...Object.fromEntries(keys.map((key) => [key, 0])),
    ...Object.fromEntries(counted),
  } as Record<K, number>;
}

/** Payments as customers and staff see them, with the order each one made. */
export class PaymentViews {
  private readonly ledger: PaymentsRepository;
  private readonly orders: OrdersRepository;

  constructor(db: Database) {
    this.ledger = new PaymentsRepository(db);
    this.orders = new OrdersRepository(db);
  }

  /** The payer's own payment (a customer's, or a guest cart's); anyone else's is not found. */
  async outcome(payer: Payer, providerOrderId: string): Promise<PaymentOutcome> {
    const payment = await this.ledger.byProviderOrderId(providerOrderId);
    if (!payment || !paidBy(payment, payer)) throw new AppError('NOT_FOUND', PAYMENT_NOT_FOUND);
    const order = await this.orders.orderForPayment(payment.id);
    return {
      payment_order_id: payment.providerOrderId,
      state: payment.status,
      settled: order !== undefined || AT_REST.includes(payment.status),
      order_id: order?.id ?? null,
      tracking_no: order?.trackingNo ?? null,
      note: payment.note,
    };
  }

  /**
   * A page of every payment for staff, optionally in one state and of one provider, with the
   * count per state (within the provider) and per provider (within the state).
   */
  async list(
    filter: { state?: PaymentStatus | undefined; provider?: PaymentLedgerProvider | undefined },
    page: number,
  ): Promise<Omit<AdminPaymentsResponse, 'status'>> {
    const { state } = filter;
    const { rows, perState, perProvider } = await this.ledger.page(
      filter,
      page,
      ADMIN_PAYMENTS_PER_PAGE,
    );
    const counts = countsOf(
      PAYMENT_STATUSES,
      perState.map((row) => [row.state, row.total]),
    );
    const providerCounts = countsOf(
      PAYMENT_LEDGER_PROVIDERS,
      perProvider.map((row) => [row.provider, row.total]),
    );
    const [madeOrders, customers] = await Promise.all([
      this.orders.madeBy(rows.map((row) => row.id)),
      this.orders.customerEmails(rows.flatMap((row) => (row.userId === null ? [] : [row.userId]))),
    ]);
    return {
      payments: rows.map((payment) => {
        const order = madeOrders.get(payment.id);
        return {
          id: payment.id,
          provider: payment.provider,
          provider_order_id: payment.providerOrderId,
          customer_email:
            (payment.userId === null
              ? guestEmail(payment.checkout)
              : customers.get(payment.userId)) ?? '',
          amount: centsToDollars(payment.capturedCents ?? payment.amountCents),
          currency: CURRENCY,
          state: payment.status,
          note: payment.note,
          order_id: order?.id ?? null,
          tracking_no: order?.trackingNo ?? null,
          created_at: payment.createdAt.toISOString(),
          updated_at: payment.updatedAt.toISOString(),
        };
      }),
      total: state ? counts[state] : Object.values(counts).reduce((sum, n) => sum + n, 0),
      page,
      per_page: ADMIN_PAYMENTS_PER_PAGE,
      counts,
      provider_counts: providerCounts,
    };
  }
}
