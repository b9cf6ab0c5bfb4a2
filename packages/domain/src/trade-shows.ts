import type { PlanVerdict } from './show-planner';

// Trade shows as the shop lists them. Kept free of zod: the storefront's show pages read these
// before any form loads.

/** Whether a show goes ahead, as schema.org's event statuses put it. */
export const SHOW_STATUSES = ['scheduled', 'postponed', 'cancelled'] as const;
export type ShowStatus = (typeof SHOW_STATUSES)[number];

export const SHOW_STATUS_LABEL: Record<ShowStatus, string> = {
  scheduled: 'Scheduled',
  postponed: 'Postponed',
  cancelled: 'Cancelled',
};

/** The longest name, venue, organiser or contractor. */
export const SHOW_TEXT_MAX = 120;

/** The web route of the calendar; a show's page is under it, `/trade-Show/{slug}`. */
export const TRADE_SHOWS_ROUTE = '/trade-Show';

export function tradeShowPath(slug: string): string {
  return `${TRADE_SHOWS_ROUTE}/${encodeURIComponent(slug)}`;
}

/** What the Trade Show page says while no show is to come. */
export const NO_UPCOMING_SHOWS_TEXT =
  'Apologies, but no results were found for the requested archive.';

/** Where a show's goods must arrive: the advance warehouse, the booth during move-in, or move-in. */
export type ShowTargetKind = 'warehouse' | 'direct' | 'move_in';

/**
 * The last day goods may arrive for a show: the advance warehouse's last receiving day when it
 * has one (contractors advise it: the crate waits at the booth on move-in), else the last day
 * the site takes deliveries to the booth, else the move-in day itself.
 */
export function showTarget(show: {
  warehouseTo: string | null;
  directTo: string | null;
  moveIn: string;
}): { date: string; kind: ShowTargetKind } {
  if (show.warehouseTo !== null) return { date: show.warehouseTo, kind: 'warehouse' };
  if (show.directTo !== null) return { date: show.directTo, kind: 'direct' };
  return { date: show.moveIn, kind: 'move_in' };
}

export const SHOW_TARGET_LABEL: Record<ShowTargetKind, string> = {
  warehouse: 'at the advance warehouse',
  direct: 'at the booth',
  move_in: 'at the booth by move-in',
};

export const PLAN_VERDICT_LABEL: Record<PlanVerdict, string> = {
  in_time: 'In time',
  tight: 'Tight',
  too_late: 'Too late',
};

/** A show name made into a URL segment: lowercase words joined by hyphens. */
export function showSlugBase(text: string): string {
  return (
    text
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/&/g, ' and ')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 80)
      .replace(/-+$/g, '') || 'show'
  );
}
