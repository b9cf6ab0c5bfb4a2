import type { ShowView } from '@backlit/domain';
import type { Database } from '../../db/client';
import { AppError } from '../../platform/errors';
import { ShowsService, toShowView } from './shows.service';

/** The show of the calendar an order was planned for, for its carton labels; null when gone. */
export async function showForLabels(db: Database, slug: string): Promise<ShowView | null> {
  try {
    return toShowView(await new ShowsService(db).bySlug(slug));
  } catch (error) {
    if (error instanceof AppError && error.status === 404) return null;
    throw error;
  }
}
