import { sql } from 'drizzle-orm';
import type { Database } from './client';
import type { creditNoteCounters, invoiceCounters } from './schema';

/** The tables that count the documents the shop numbers within each year. */
type YearCounters = typeof invoiceCounters | typeof creditNoteCounters;

/**
 * The next number of `year` in `counters`: its row is made at 1 or raised by one in the caller's
 * transaction, which holds the row until it ends. A rolled-back transaction gives its number
 * back, so numbers have no gaps, and two documents numbered at once take turns.
 */
export async function nextNumberOfYear(
  db: Database,
  counters: YearCounters,
  year: number,
): Promise<number> {
  const [counter] = await db
    .insert(counters)
    .values({ year, lastNumber: 1 })
    .onConflictDoUpdate({
      target: counters.year,
      set: { lastNumber: sql`${counters.lastNumber} + 1` },
    })
    .returning({ lastNumber: counters.lastNumber });
  return counter!.lastNumber;
}
