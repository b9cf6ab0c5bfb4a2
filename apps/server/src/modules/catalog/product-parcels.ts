import type { Parcel } from '@backlit/domain';
import type { Database } from '../../db/client';
import { ProductsRepository } from './products.repository';

/** What one packed unit of each product weighs and measures, for other modules (shipping). */
export class ProductParcels {
  private readonly repository: ProductsRepository;

  constructor(db: Database) {
    this.repository = new ProductsRepository(db);
  }

  /**
   * The parcels of the products named, and whether each is printed (made after its file is
   * approved, which moves its delivery); a product that no longer exists is left out.
   */
  async of(ids: readonly number[]): Promise<Map<number, Parcel & { printed: boolean }>> {
    if (ids.length === 0) return new Map();
    const rows = await this.repository.parcels([...new Set(ids)]);
    return new Map(
      rows.map((row): [number, Parcel & { printed: boolean }] => [
        row.id,
        {
          printed: row.printSize !== null,
          weightG: row.weightG,
          sizeMm:
            row.lengthMm === null || row.widthMm === null || row.heightMm === null
              ? null
              : [row.lengthMm, row.widthMm, row.heightMm],
        },
      ]),
    );
  }
}
