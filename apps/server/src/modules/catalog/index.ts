export { CatalogCache, type CatalogChanges } from './catalog-cache';
export { catalogRoutes } from './catalog.routes';
export { ProductFinder } from './product-finder';
export { ProductParcels } from './product-parcels';
export {
  catalogIsEmpty,
  seedCatalog,
  type SeedCatalogResult,
  type SeedCategory,
  type SeedProduct,
} from './catalog-seed.service';
