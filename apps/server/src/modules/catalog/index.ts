export { CatalogCache, type CatalogChanges } from './catalog-cache';
export { catalogRoutes } from './catalog.routes';
export { ProductFinder } from './product-finder';
export {
  catalogIsEmpty,
  seedCatalog,
  type SeedCatalogResult,
  type SeedCategory,
  type SeedProduct,
} from './catalog-seed.service';
