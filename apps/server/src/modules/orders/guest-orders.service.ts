import {
  ORDER_LINK_INVALID,
  type OpenOrderLinkResponse,
  type OrderLinksActionResponse,
} from '@backlit/domain';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import { recordStaffAction, type AuditActor } from '../../platform/audit';
import { AppError, invalidData } from '../../platform/errors';
import type { JobQueue } from '../../platform/jobs';
import {
  orderLinkTokensOf,
  type OrderLinkGrant,
  type OrderLinks,
} from '../../platform/order-links';
import type { GuestOrderClaims } from '../auth';
import { GuestOrdersRepository } from './guest-orders.repository';
import { orderLinkMailJob } from './orders.jobs';
import { ORDER_NOT_FOUND } from './orders.service';

/**
 * Orders placed without an account: opening one by its private link, staff revoking and
 * re-sending links, and such orders joining an account of their address.
 */
export class GuestOrders implements GuestOrderClaims {
  private readonly repository: GuestOrdersRepository;

  constructor(
    db: Database,
    private readonly links: OrderLinks,
    private readonly jobs: JobQueue,
  ) {
    this.repository = new GuestOrdersRepository(db);
  }

  /**
   * The order a private link opens, and what its page offers besides: saving the details as an
   * account, signing in to the account of its address, or nothing (it is in an account).
   */
  async open(token: string): Promise<{
    grant: OrderLinkGrant;
    answer: Omit<OpenOrderLinkResponse, 'status'>;
  }> {
    const grant = await this.links.find(token);
    const order = grant && (await this.repository.order(grant.orderId));
    if (!grant || !order) throw invalidData({ token: [ORDER_LINK_INVALID] });
    const saveDetails =
      order.userId !== null
        ? ('none' as const)
        : (await this.repository.accountExists(order.email))
          ? ('sign_in' as const)
          : ('choose_password' as const);
    return {
      grant,
      answer: { order_id: order.id, tracking_no: order.trackingNo, save_details: saveDetails },
    };
  }

  async claim(
    request: FastifyRequest,
    user: { id: number; email: string; emailConfirmed: boolean },
  ): Promise<{ mailboxProven: boolean; waiting: number }> {
    const grants = (
      await Promise.all(
        orderLinkTokensOf(request).map(({ orderId, token }) => this.links.grant(orderId, token)),
      )
    ).filter((grant) => grant !== undefined);
    const held = await this.repository.unclaimedAt(
      user.email,
      grants.map((grant) => grant.orderId),
    );
    // A link mailed to the address, used by this browser, proves it reads that mailbox.
    const mailboxProven = grants.some(
      (grant) => grant.kind === 'mail' && held.includes(grant.orderId),
    );
    if (user.emailConfirmed || mailboxProven) {
      await this.repository.attach(user.id, user.email);
    } else {
      await this.repository.attach(user.id, user.email, held);
    }
    return { mailboxProven, waiting: await this.repository.waitingAt(user.email) };
  }

  claimConfirmed(userId: number, email: string): Promise<number> {
    return this.repository.attach(userId, email);
  }

  /** Staff: every link of the order stops working at once. */
  async revoke(
    actor: AuditActor,
    orderId: number,
  ): Promise<Omit<OrderLinksActionResponse, 'status'>> {
    const order = await this.staffOrder(orderId);
    const revoked = await this.repository.transaction(async (repository) => {
      const n = await this.links.revokeAll(repository.db, orderId);
      await recordStaffAction(repository.db, actor, {
        area: 'orders',
        action: 'order.links_revoke',
        summary: `Revoked the private links of order ${order.trackingNo} (${n})`,
      });
      return n;
    });
    return {
      message:
        revoked === 0
          ? 'The order had no working private link.'
          : 'The private link no longer opens the order.',
      links: await this.links.view(orderId),
    };
  }

  /** Staff: the old links stop working and a new one is e-mailed to the order's address. */
  async sendNew(
    actor: AuditActor,
    orderId: number,
  ): Promise<Omit<OrderLinksActionResponse, 'status'>> {
    const order = await this.staffOrder(orderId);
    await this.repository.transaction(async (repository) => {
      await this.links.revokeAll(repository.db, orderId);
      await this.jobs.enqueue(repository.db, orderLinkMailJob, { orderId });
      await recordStaffAction(repository.db, actor, {
        area: 'orders',
        action: 'order.links_send',
        summary: `Sent a new private link of order ${order.trackingNo} to ${order.email}`,
      });
    });
    return {
      message: `A new private link is on its way to ${order.email}; the old ones no longer work.`,
      links: await this.links.view(orderId),
    };
  }

  private async staffOrder(orderId: number) {
    const order = await this.repository.order(orderId);
    if (!order) throw new AppError('NOT_FOUND', ORDER_NOT_FOUND);
    return order;
  }
}
