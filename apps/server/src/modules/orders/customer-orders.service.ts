import { buffer } from 'node:stream/consumers';
import {
  type AccountShowsResponse,
  centsToDollars,
  CURRENCY,
  invoiceFilename,
  accountOrderStatus,
  isOnAccountOrder,
  orderStatusLabel,
  type AccountInvoice,
  type AccountOrderDetail,
  type AccountOrdersResponse,
  type AccountOrderSummary,
  type AccountPayment,
  type AccountOrderHistoryEntry,
  type ReorderResponse,
  type ShopInfo,
} from '@backlit/domain';
import type { Database } from '../../db/client';
import { AppError } from '../../platform/errors';
import { mayViewOrder, type OrderViewer } from '../../platform/order-links';
import { CartService } from '../cart';
import { isCompanyAdminOfOrder } from '../companies';
import { accountCreditNotes, accountInvoiceState } from '../terms';
import {
  CustomerOrdersRepository,
  type OwnedOrder,
  type StatusEventRow,
} from './customer-orders.repository';
import { renderInvoicePdf } from './invoice.pdf';
import { InvoicesRepository, type InvoiceRow } from './invoices.repository';
import type { OrderRow } from './orders.repository';
import { ORDER_NOT_FOUND } from './orders.service';
import { renderPackingSlipPdf } from './packing-slip.pdf';
import type { FileStorage } from '../../platform/storage';
import { planIcs, planIcsFilename, PlannerCalendarService, showForLabels } from '../shows';
import { renderBoothLabelsPdf, type LabelFormat } from './booth-labels.pdf';
import { billingView, lineViews, shippingView, taxView } from './order-view';

export const PRODUCT_GONE = 'This product is no longer sold.';

const dollarsOrNull = (cents: number | null) => (cents === null ? null : centsToDollars(cents));

function toSummary(order: OrderRow): AccountOrderSummary {
  return {
    id: order.id,
    tracking_no: order.trackingNo,
    ...accountOrderStatus(order.status, order.paymentMethod),
    total: centsToDollars(order.totalCents),
    currency: CURRENCY,
    created_at: order.createdAt.toISOString(),
  };
}

/** The placing (paid, or on account), then every recorded change. */
function history(order: OrderRow, events: StatusEventRow[]): AccountOrderHistoryEntry[] {
  const onAccount = isOnAccountOrder(order.paymentMethod);
  const placed: AccountOrderHistoryEntry = {
    from: null,
    to: 'paid',
    label: orderStatusLabel('paid', onAccount),
    at: order.createdAt.toISOString(),
    carrier: null,
    tracking_number: null,
    refund: null,
    note: null,
  };
  return [
    placed,
    ...events.map((event) => ({
      from: event.fromStatus,
      to: event.toStatus,
      label: orderStatusLabel(event.toStatus, onAccount),
      at: event.createdAt.toISOString(),
      carrier: event.carrier,
      tracking_number: event.trackingNumber,
      refund: dollarsOrNull(event.refundCents),
      note: event.note,
    })),
  ];
}

/**
 * The signed-in customer's orders, invoices and payments. Every call is scoped to the owner: an
 * order of someone else is answered exactly like one that does not exist.
 */
export const NO_SHOW = 'This order goes to no trade show.';
export const NO_PLAN = 'This order was not planned for a show or a date.';

export class CustomerOrdersService {
  private readonly repository: CustomerOrdersRepository;
  private readonly invoices: InvoicesRepository;
  private readonly cart: CartService;
  /** The shop's time zone, which the invoice and the packing slip give their days in. */
  private readonly calendar: PlannerCalendarService;

  constructor(private readonly db: Database) {
    this.repository = new CustomerOrdersRepository(db);
    this.invoices = new InvoicesRepository(db);
    this.cart = new CartService(db);
    this.calendar = new PlannerCalendarService(db);
  }

  async list(
    userId: number,
    page: number,
    perPage: number,
  ): Promise<Omit<AccountOrdersResponse, 'status'>> {
    const { rows, total } = await this.repository.page(userId, page, perPage);
    return { orders: rows.map(toSummary), total, page, per_page: perPage };
  }

  /** "My shows": the customer's orders planned for a show or a date, soonest needed first. */
  async planned(userId: number): Promise<Omit<AccountShowsResponse, 'status'>> {
    const rows = await this.repository.planned(userId);
    return {
      orders: rows.flatMap((row) =>
        row.plan
          ? [
              {
                order_id: row.id,
                tracking_no: row.trackingNo,
                status: row.status,
                on_account: isOnAccountOrder(row.paymentMethod),
                plan: row.plan,
              },
            ]
          : [],
      ),
    };
  }

  /** An order's page, for its customer or the holder of its private link. */
  async detail(viewer: OrderViewer, orderId: number): Promise<AccountOrderDetail> {
    const { order, lines } = await this.viewable(viewer, orderId);
    const [events, invoice, onAccount, creditNotes] = await Promise.all([
      this.repository.statusEvents(order.id),
      this.invoices.forOrder(order.id),
      accountInvoiceState(this.db, order.id),
      accountCreditNotes(this.db, order.id),
    ]);
    const shipped = events.filter((event) => event.toStatus === 'shipped').at(-1);
    return {
      ...toSummary(order),
      lines: lineViews(lines),
      subtotal: centsToDollars(order.subtotalCents),
      rush: order.rush,
      rush_fee: centsToDollars(order.rushFeeCents),
      ...taxView(order),
      billing: billingView(order),
      ...shippingView(order),
      ordernotes: order.orderNotes,
      po_number: order.poNumber,
      history: history(order, events),
      shipment: shipped
        ? {
            carrier: shipped.carrier,
            tracking_number: shipped.trackingNumber,
            shipped_at: shipped.createdAt.toISOString(),
          }
        : null,
      invoice: invoice ? { ...toInvoiceRef(invoice), due_on: onAccount?.dueOn ?? null } : null,
      credit_notes: creditNotes,
      balance_due: onAccount ? centsToDollars(onAccount.balanceCents) : null,
    };
  }

  /**
   * Puts the order's lines in the cart again through the cart's own rules (at most 10 and the
   * stock, merged into existing lines); lines whose product is gone or sold out are skipped.
   */
  async reorder(userId: number, orderId: number): Promise<Omit<ReorderResponse, 'status'>> {
    const { lines } = await this.owned(userId, orderId);
    const added: ReorderResponse['added'] = [];
    const skipped: ReorderResponse['skipped'] = [];
    for (const line of lines) {
      if (line.productId === null) {
        skipped.push({ name: line.name, sku: line.sku, reason: PRODUCT_GONE });
        continue;
      }
      const result = await this.cart.addWhatFits({ userId }, line.productId, line.quantity);
      if (result.added === 0) {
        skipped.push({ name: line.name, sku: line.sku, reason: result.reason ?? PRODUCT_GONE });
      } else {
        added.push({
          product_id: line.productId,
          name: line.name,
          quantity: result.added,
          requested: line.quantity,
          reason: result.reason ?? null,
        });
      }
    }
    return { message: reorderMessage(added.length, skipped.length), added, skipped };
  }

  async invoiceList(userId: number): Promise<AccountInvoice[]> {
    const rows = await this.invoices.listForUser(userId);
    return rows.map((row) => ({
      number: row.number,
      issued_at: row.issuedAt.toISOString(),
      order_id: row.orderId,
      tracking_no: row.trackingNo,
      total: centsToDollars(row.totalCents),
      currency: CURRENCY,
    }));
  }

  /**
   * The order's invoice as a PDF, issuing its number on first request if the order has none
   * yet; for its customer or link holder, or (`viewer` null) staff, who may fetch any order's.
   */
  async invoicePdf(
    viewer: OrderViewer | null,
    orderId: number,
    shop: ShopInfo,
  ): Promise<{ filename: string; bytes: Uint8Array }> {
    const owned = viewer ? await this.viewable(viewer, orderId) : await this.owned(null, orderId);
    const invoice = await this.invoices.issue(owned.order.id);
    const dueOn = (await accountInvoiceState(this.db, owned.order.id))?.dueOn;
    const timeZone = await this.calendar.timeZone();
    const bytes = await renderInvoicePdf(shop, { ...owned, invoice, dueOn, timeZone });
    return { filename: invoiceFilename(invoice.number), bytes };
  }

  /** The order's deadlines as an `.ics` calendar; 404 when it was planned for no show or date. */
  async planCalendar(
    viewer: OrderViewer,
    orderId: number,
  ): Promise<{ filename: string; text: string }> {
    const { order } = await this.viewable(viewer, orderId);
    if (!order.showPlan) throw new AppError('NOT_FOUND', NO_PLAN);
    return {
      filename: planIcsFilename(order.trackingNo),
      text: planIcs(order.showPlan, { trackingNo: order.trackingNo, now: new Date() }),
    };
  }

  /** Carton labels for an order going to a show, for staff; 404 when it goes to none. */
  async boothLabelsPdf(
    orderId: number,
    cartons: number,
    format: LabelFormat,
  ): Promise<{ filename: string; bytes: Uint8Array }> {
    const { order } = await this.owned(null, orderId);
    if (!order.tradeShow && !order.showPlan?.show) throw new AppError('NOT_FOUND', NO_SHOW);
    const slug = order.showPlan?.show?.slug;
    const show = slug ? await showForLabels(this.db, slug) : null;
    const bytes = await renderBoothLabelsPdf(order, show, cartons, format);
    return { filename: `booth-labels-${order.trackingNo}-${format}.pdf`, bytes };
  }

  /** The packing slip of any order, for staff; a blind order's carries its company's logo. */
  async packingSlipPdf(
    orderId: number,
    shop: ShopInfo,
    files: FileStorage,
  ): Promise<{ filename: string; bytes: Uint8Array }> {
    const { order, lines } = await this.owned(null, orderId);
    const logoFile = order.blindShip?.logoFile;
    const logo = logoFile ? await buffer(await files.read(logoFile)) : null;
    const timeZone = await this.calendar.timeZone();
    const bytes = await renderPackingSlipPdf(shop, order, lines, timeZone, logo);
    return { filename: `packing-slip-${order.trackingNo}.pdf`, bytes };
  }

  async paymentList(userId: number): Promise<AccountPayment[]> {
    const rows = await this.repository.payments(userId);
    return rows.map(({ payment, orderId, trackingNo, refundedCents }) => ({
      id: payment.id,
      created_at: payment.createdAt.toISOString(),
      order_id: orderId,
      tracking_no: trackingNo,
      provider: payment.provider,
      reference: payment.captureId ?? payment.providerOrderId,
      amount: centsToDollars(payment.capturedCents ?? payment.amountCents),
      currency: CURRENCY,
      status: payment.status,
      refunded: centsToDollars(refundedCents),
      note: payment.note,
    }));
  }

  /** The order, when the viewer may see it on the customer's side; else 404 as for no order. */
  private async viewable(viewer: OrderViewer, orderId: number): Promise<OwnedOrder> {
    const found = await this.repository.order(orderId, null);
    if (!found) throw new AppError('NOT_FOUND', ORDER_NOT_FOUND);
    if (mayViewOrder(viewer, found.order, { staff: false })) return found;
    // A company's admin sees every order placed for it.
    if (viewer.user && (await isCompanyAdminOfOrder(this.db, viewer.user.id, found.order))) {
      return found;
    }
    throw new AppError('NOT_FOUND', ORDER_NOT_FOUND);
  }

  private async owned(userId: number | null, orderId: number): Promise<OwnedOrder> {
    const found = await this.repository.order(orderId, userId);
    if (!found) throw new AppError('NOT_FOUND', ORDER_NOT_FOUND);
    return found;
  }
}

function toInvoiceRef(invoice: InvoiceRow) {
  return { number: invoice.number, issued_at: invoice.issuedAt.toISOString() };
}

function reorderMessage(added: number, skipped: number): string {
  if (added === 0) return 'None of these products can be added to your cart right now.';
  if (skipped === 0) return 'The products of this order are in your cart again.';
  return 'Some products of this order are in your cart again; others could not be added.';
}
