import {
  isShopDay,
  latestOpenDay,
  addCalendarDays,
  type Closure,
  type IsoDate,
} from './working-days';

/**
 * The production board's and the show reminders' rules: which orders are at risk of missing the
 * day they were planned for, and when a reminder is due. Pure, so the server and its tests agree.
 */

/** The reminders an order planned for a show or a date may get, each at most once. */
export const SHOW_REMINDER_KINDS = ['artwork_by', 'approve_by', 'ship_by'] as const;
export type ShowReminderKind = (typeof SHOW_REMINDER_KINDS)[number];

/** Why the board flags an order. */
export const PRODUCTION_RISKS = [
  'ship_by_overdue',
  'ship_by_today',
  'artwork_late',
  'proof_waiting',
  'stock_short',
] as const;
export type ProductionRisk = (typeof PRODUCTION_RISKS)[number];

export const PRODUCTION_RISK_LABEL: Record<ProductionRisk, string> = {
  ship_by_overdue: 'Ship-by day passed',
  ship_by_today: 'Ships today',
  artwork_late: 'Artwork late',
  proof_waiting: 'Proof waiting for the customer',
  stock_short: 'Stock short',
};

/** The board's groups, in the order it shows them. */
export const PRODUCTION_GROUPS = ['overdue', 'today', 'tomorrow', 'later', 'unplanned'] as const;
export type ProductionGroup = (typeof PRODUCTION_GROUPS)[number];

export const PRODUCTION_GROUP_LABEL: Record<ProductionGroup, string> = {
  overdue: 'Overdue',
  today: 'Ship today',
  tomorrow: 'Ship tomorrow',
  later: 'Later',
  unplanned: 'No ship-by day',
};

/** A printed line's artwork as the board and the reminders weigh it. */
export type LineArtwork = 'awaiting_file' | 'proof_waiting' | 'with_studio' | 'approved';

/**
 * What a line's current file (and a version the shop offered, if one waits for the customer's
 * choice) leaves to do: nothing usable yet, the customer's move on a proof, the studio's review,
 * or nothing (approved).
 */
export function lineArtwork(fileStatus: string | null, offerWaiting: boolean): LineArtwork {
  if (offerWaiting) return 'proof_waiting';
  if (fileStatus === null || fileStatus === 'replaced' || fileStatus === 'offered') {
    return 'awaiting_file';
  }
  if (fileStatus === 'approved') return 'approved';
  if (fileStatus === 'needs_attention' || fileStatus === 'changes_requested') {
    return 'proof_waiting';
  }
  return 'with_studio';
}

/** The working day before `deadline`: the day its reminder is due. */
export function reminderDay(deadline: IsoDate, closures: readonly Closure[]): IsoDate | null {
  return latestOpenDay(addCalendarDays(deadline, -1), (day) => isShopDay(day, closures));
}

/**
 * Whether a customer's reminder for `deadline` is due `today`: from the working day before it up
 * to the day itself (a sweep that missed the first day still reminds), never after.
 */
export function customerReminderDue(
  deadline: IsoDate | null,
  today: IsoDate,
  closures: readonly Closure[],
): boolean {
  if (deadline === null || today > deadline) return false;
  const from = reminderDay(deadline, closures);
  return from !== null && today >= from;
}

export interface OrderAtRisk {
  shipBy: IsoDate | null;
  artworkBy: IsoDate | null;
  lines: readonly LineArtwork[];
  stockShort: boolean;
}

/** The reasons an open order is at risk `today`, worst first; none when it is on track. */
export function productionRisks(order: OrderAtRisk, today: IsoDate): ProductionRisk[] {
  const risks: ProductionRisk[] = [];
  if (order.shipBy !== null && order.shipBy < today) risks.push('ship_by_overdue');
  if (order.shipBy === today) risks.push('ship_by_today');
  const unapproved = order.lines.some((line) => line !== 'approved');
  if (unapproved && order.artworkBy !== null && order.artworkBy < today) {
    risks.push('artwork_late');
  }
  if (order.lines.includes('proof_waiting')) risks.push('proof_waiting');
  if (order.stockShort) risks.push('stock_short');
  return risks;
}

/** The board's group of an order shipping by `shipBy`, seen `today`. */
export function productionGroup(shipBy: IsoDate | null, today: IsoDate): ProductionGroup {
  if (shipBy === null) return 'unplanned';
  if (shipBy < today) return 'overdue';
  if (shipBy === today) return 'today';
  if (shipBy === addCalendarDays(today, 1)) return 'tomorrow';
  return 'later';
}

export interface PlannedOrder {
  artworkBy: IsoDate | null;
  approveBy: IsoDate | null;
  shipBy: IsoDate | null;
  lines: readonly LineArtwork[];
}

/**
 * The reminders an open planned order is due `today`, with the deadline each is about: the
 * customer's before the artwork-by day while a printed line has no usable file, before the
 * approve-by day while a proof waits for them; the staff's from the ship-by day on.
 */
export function dueShowReminders(
  order: PlannedOrder,
  today: IsoDate,
  closures: readonly Closure[],
): { kind: ShowReminderKind; deadline: IsoDate }[] {
  const due: { kind: ShowReminderKind; deadline: IsoDate }[] = [];
  if (
    order.artworkBy !== null &&
    order.lines.includes('awaiting_file') &&
    customerReminderDue(order.artworkBy, today, closures)
  ) {
    due.push({ kind: 'artwork_by', deadline: order.artworkBy });
  }
  if (
    order.approveBy !== null &&
    order.lines.includes('proof_waiting') &&
    customerReminderDue(order.approveBy, today, closures)
  ) {
    due.push({ kind: 'approve_by', deadline: order.approveBy });
  }
  if (order.shipBy !== null && today >= order.shipBy) {
    due.push({ kind: 'ship_by', deadline: order.shipBy });
  }
  return due;
}
