import type { Database } from './db/client';
import type { DemoCatalogOptions } from './demo/fill-demo-catalog';
import type { ProductImages } from './modules/media';

export type SeedDemoCatalogResult = 'disabled' | 'not-empty' | 'seeded';

/**
 * Fills an empty catalogue with the demo categories and products when SEED_DEMO is on. The demo
 * code (its data and picture renderer) is imported only then, so a shop started without it
 * never loads it.
 */
export async function seedDemoCatalog(
  db: Database,
  images: ProductImages,
  config: { seedDemo: boolean },
  options: DemoCatalogOptions = {},
): Promise<SeedDemoCatalogResult> {
  if (!config.seedDemo) return 'disabled';
  const { fillDemoCatalog } = await import('./demo/fill-demo-catalog');
  return fillDemoCatalog(db, images, options);
}
