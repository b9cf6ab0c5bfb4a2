import {
  CA_PROVINCES,
  formatTaxRate,
  parseTaxRate,
  US_STATES,
  type TaxRegion,
  type TaxRegionSettings,
  type TaxTable as TaxTableView,
} from '@backlit/domain';
import type { Database } from '../db/client';
import { taxRegions } from '../db/schema';
import { recordStaffAction, type AuditActor } from './audit';
import type { Broadcast } from './broadcast';

const TOPIC = 'tax-table';

const ALL_REGIONS = [
  ...US_STATES.map((region) => ({ country: 'US' as const, ...region })),
  ...CA_PROVINCES.map((region) => ({ country: 'CA' as const, ...region })),
];

/**
 * The sales-tax table as staff keep it in the settings. Kept in memory after the first read and
 * replaced when staff save, like the shop's details (on every instance: the others are told to
 * read it again); checkout reads it for every payment.
 */
export class TaxTable {
  private current: Promise<Map<string, TaxRegion>> | undefined;

  constructor(
    private readonly db: Database,
    private readonly broadcast: Broadcast,
  ) {
    broadcast.subscribe(TOPIC, () => (this.current = undefined));
  }

  /** The region's settings when the shop collects there, else undefined (no tax). */
  async collectedIn(country: string, region: string): Promise<TaxRegion | undefined> {
    const found = (await this.regions()).get(key(country, region.toUpperCase()));
    return found?.collect ? found : undefined;
  }

  /** Every state and province with what staff set (not collected, no rates, when nothing). */
  async view(): Promise<TaxTableView['regions']> {
    const regions = await this.regions();
    return ALL_REGIONS.map(({ country, code, name }) => {
      const row = regions.get(key(country, code));
      return {
        country,
        region: code,
        region_name: name,
        collect: row?.collect ?? false,
        shipping_taxable: row?.shippingTaxable ?? true,
        components: (row?.components ?? []).map((component) => ({
          name: component.name,
          rate: formatTaxRate(component.rateThousandths),
        })),
      };
    });
  }

  /** Replaces the table; regions left out are not collected in. */
  async update(actor: AuditActor, rows: TaxRegionSettings[]): Promise<TaxTableView['regions']> {
    const values = rows.map((row) => ({
      country: row.country,
      region: row.region,
      collect: row.collect,
      shippingTaxable: row.shipping_taxable,
      components: row.components.map((component) => ({
        name: component.name,
        rateThousandths: parseTaxRate(component.rate)!,
      })),
    }));
    const collected = values.filter((row) => row.collect).map((row) => row.region);
    await this.db.transaction(async (tx) => {
      await tx.delete(taxRegions);
      if (values.length > 0) await tx.insert(taxRegions).values(values);
      await recordStaffAction(tx, actor, {
        area: 'settings',
        action: 'settings.tax',
        summary:
          collected.length === 0
            ? 'Saved the tax table: no tax collected'
            : `Saved the tax table: tax collected in ${collected.join(', ')}`,
      });
    });
    this.current = Promise.resolve(
      new Map(values.map((row) => [key(row.country, row.region), row])),
    );
    this.broadcast.publish(TOPIC, '');
    return this.view();
  }

  private regions(): Promise<Map<string, TaxRegion>> {
    this.current ??= this.db
      .select()
      .from(taxRegions)
      .then((rows) => new Map(rows.map((row) => [key(row.country, row.region), row])));
    this.current.catch(() => (this.current = undefined));
    return this.current;
  }
}

function key(country: string, region: string): string {
  return `${country}-${region}`;
}
