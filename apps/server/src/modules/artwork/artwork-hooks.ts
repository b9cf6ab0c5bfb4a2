import {
  ARTWORK_REMINDER_DAYS,
  ARTWORK_RETENTION_MONTHS,
  artworkLineStatus,
  orderArtworkState,
  type ArtworkFilter,
  type ArtworkLineStatus,
  type OrderArtworkState,
} from '@backlit/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { artworkFiles, artworkLines, orderLines } from '../../db/schema';
import type { JobQueue } from '../../platform/jobs';
import { artworkPurgeJob, artworkReminderJob } from './artwork.jobs';
import { ArtworkRepository } from './artwork.repository';

/** What other modules ask of artwork, inside their own transactions (`db` may be one). */

const DAY_SECONDS = 24 * 3600;

/** A paid order with printed lines gets its reminder, due two days on (sent only if needed). */
export async function artworkAfterPayment(
  jobs: JobQueue,
  db: Database,
  orderId: number,
): Promise<void> {
  const printed = await new ArtworkRepository(db).lines(orderId);
  if (printed.length === 0) return;
  await jobs.enqueue(
    db,
    artworkReminderJob,
    { orderId },
    { startAfterSeconds: ARTWORK_REMINDER_DAYS * DAY_SECONDS },
  );
}

/**
 * An order that ends (delivered, cancelled or refunded) has its files deleted once the retention
 * period has passed.
 */
export async function artworkAfterOrderEnds(
  jobs: JobQueue,
  db: Database,
  orderId: number,
): Promise<void> {
  await jobs.enqueue(
    db,
    artworkPurgeJob,
    { orderId },
    { startAfterSeconds: Math.round((ARTWORK_RETENTION_MONTHS * 365.25 * DAY_SECONDS) / 12) },
  );
}

/** Printed lines of the order whose file is not approved (or missing): production waits. */
export function unapprovedArtworkLines(db: Database, orderId: number): Promise<number> {
  return new ArtworkRepository(db).linesNotApproved(orderId);
}

/** Files checked and waiting for a person, for the dashboard's to-do count. */
export function artworkWaitingForReview(db: Database): Promise<number> {
  return new ArtworkRepository(db).countWaitingForReview();
}

/**
 * The order list's artwork filter as a condition on `orderId` (the orders table's id column):
 * the order has a printed line whose file is in that state; for `approved`, every printed line's.
 */
export function artworkFilterCondition(filter: ArtworkFilter, orderId: AnyPgColumn): SQL {
  const printedLine = (fileCondition: SQL) => sql`exists (
    select 1 from ${orderLines}
      left join ${artworkLines} on ${artworkLines.orderLineId} = ${orderLines.id}
      left join ${artworkFiles} on ${artworkFiles.id} = ${artworkLines.fileId}
    where ${orderLines.orderId} = ${orderId} and ${orderLines.printSize} is not null
      and ${fileCondition})`;
  const notApproved = sql`(${artworkFiles.id} is null or ${artworkFiles.status} <> 'approved')`;
  switch (filter) {
    case 'awaiting_file':
      return printedLine(sql`(${artworkFiles.id} is null or ${artworkFiles.status} = 'replaced')`);
    case 'needs_attention':
      return printedLine(sql`${artworkFiles.status} in ('needs_attention', 'changes_requested')`);
    case 'ready_for_review':
      return printedLine(sql`${artworkFiles.status} = 'ready_for_review'`);
    case 'approved':
      return sql`(${printedLine(sql`true`)} and not ${printedLine(notApproved)})`;
  }
}

/** Each order's artwork at a glance, for a page of the order list. */
export async function orderArtworkStates(
  db: Database,
  orders: { id: number; status: string }[],
): Promise<Map<number, OrderArtworkState>> {
  if (orders.length === 0) return new Map();
  const rows = await new ArtworkRepository(db).fileStatusesOfOrders(
    orders.map((order) => order.id),
  );
  const statusOf = new Map(orders.map((order) => [order.id, order.status]));
  const lines = new Map<number, ArtworkLineStatus[]>();
  for (const row of rows) {
    const status = artworkLineStatus(
      row.fileStatus ? { status: row.fileStatus } : null,
      statusOf.get(row.orderId) ?? '',
    );
    lines.set(row.orderId, [...(lines.get(row.orderId) ?? []), status]);
  }
  return new Map(orders.map((order) => [order.id, orderArtworkState(lines.get(order.id) ?? [])]));
}
