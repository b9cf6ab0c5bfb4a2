import { showSlugBase, showTarget, type ShowView, type TradeShowInput } from '@backlit/domain';
import type { Database } from '../../db/client';
import { constraintViolation } from '../../db/constraint-violation';
import type { AuditActor } from '../../platform/audit';
import { AppError } from '../../platform/errors';
import { ShowsRepository, type ShowRow, type ShowValues } from './shows.repository';

export const SHOW_NOT_FOUND = 'This trade show does not exist.';
const SLUG_RACE = 'Another show was saved with this name at the same time; save again.';

/** The trade-show calendar: staff's entries, and the shows the storefront lists. */
export class ShowsService {
  private readonly repository: ShowsRepository;

  constructor(db: Database) {
    this.repository = new ShowsRepository(db);
  }

  /** The shows not closed before `today` (the shop's day), soonest first. */
  upcoming(today: string): Promise<ShowRow[]> {
    return this.repository.upcoming(today);
  }

  async all(): Promise<ShowView[]> {
    return (await this.repository.all()).map(toShowView);
  }

  async bySlug(slug: string): Promise<ShowRow> {
    const row = await this.repository.bySlug(slug);
    if (!row) throw new AppError('NOT_FOUND', SHOW_NOT_FOUND);
    return row;
  }

  async byId(id: number): Promise<ShowView> {
    const row = await this.repository.byId(id);
    if (!row) throw new AppError('NOT_FOUND', SHOW_NOT_FOUND);
    return toShowView(row);
  }

  async create(actor: AuditActor, input: TradeShowInput): Promise<ShowView> {
    try {
      const row = await this.repository.transaction(async (repository) => {
        const slug = await freeSlug(repository, input);
        return repository.insert({ slug, ...toValues(input) }, actor, {
          area: 'shows',
          action: 'show.create',
          summary: `Added the trade show ${input.name} (${input.starts_on})`,
        });
      });
      return toShowView(row);
    } catch (error) {
      if (constraintViolation(error)?.kind === 'unique') throw new AppError('CONFLICT', SLUG_RACE);
      throw error;
    }
  }

  async update(actor: AuditActor, id: number, input: TradeShowInput): Promise<ShowView> {
    const row = await this.repository.transaction((repository) =>
      repository.update(id, toValues(input), actor, {
        area: 'shows',
        action: 'show.update',
        summary: `Changed the trade show ${input.name} (${input.starts_on})`,
      }),
    );
    if (!row) throw new AppError('NOT_FOUND', SHOW_NOT_FOUND);
    return toShowView(row);
  }

  async delete(actor: AuditActor, id: number): Promise<void> {
    const deleted = await this.repository.transaction(async (repository) => {
      const row = await repository.byId(id);
      if (!row) return false;
      return repository.delete(id, actor, {
        area: 'shows',
        action: 'show.delete',
        summary: `Deleted the trade show ${row.name} (${row.startsOn})`,
      });
    });
    if (!deleted) throw new AppError('NOT_FOUND', SHOW_NOT_FOUND);
  }
}

/**
 * Writes the demo's shows into an empty calendar (one the shop has never had a show in), in one
 * transaction; a calendar with a show is left alone.
 */
export async function seedShows(db: Database, shows: readonly TradeShowInput[]): Promise<boolean> {
  return new ShowsRepository(db).transaction(async (repository) => {
    if ((await repository.all()).length > 0) return false;
    for (const input of shows) {
      await repository.insertQuietly({
        slug: await freeSlug(repository, input),
        ...toValues(input),
      });
    }
    return true;
  });
}

/** The show's name and year as a URL segment, numbered when another show has it. */
async function freeSlug(repository: ShowsRepository, input: TradeShowInput): Promise<string> {
  const base = showSlugBase(`${input.name} ${input.starts_on.slice(0, 4)}`);
  const taken = new Set(await repository.slugsLike(base));
  let slug = base;
  for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
  return slug;
}

function toValues(input: TradeShowInput): Omit<ShowValues, 'slug'> {
  return {
    name: input.name,
    organizer: input.organizer,
    venue: input.venue,
    city: input.city,
    country: input.country,
    region: input.region,
    moveIn: input.move_in,
    startsOn: input.starts_on,
    endsOn: input.ends_on,
    contractor: input.contractor,
    warehouseAddress: input.warehouse_address,
    warehouseFrom: input.warehouse_address === null ? null : input.warehouse_from,
    warehouseTo: input.warehouse_address === null ? null : input.warehouse_to,
    directFrom: input.direct_from,
    directTo: input.direct_to,
    url: input.url,
    status: input.status,
  };
}

export function toShowView(row: ShowRow): ShowView {
  const target = showTarget(row);
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    organizer: row.organizer,
    venue: row.venue,
    city: row.city,
    country: row.country as ShowView['country'],
    region: row.region,
    move_in: row.moveIn,
    starts_on: row.startsOn,
    ends_on: row.endsOn,
    contractor: row.contractor,
    warehouse:
      row.warehouseAddress !== null && row.warehouseFrom !== null && row.warehouseTo !== null
        ? { address: row.warehouseAddress, from: row.warehouseFrom, to: row.warehouseTo }
        : null,
    direct:
      row.directFrom !== null && row.directTo !== null
        ? { from: row.directFrom, to: row.directTo }
        : null,
    url: row.url,
    status: row.status,
    target: target.date,
    target_kind: target.kind,
  };
}
