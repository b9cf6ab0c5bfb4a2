export { cacheTags, CatalogCache, type CatalogChanges } from './catalog-cache';
export { catalogRoutes } from './catalog.routes';
export {
  ProductSearchRepository,
  searchWords,
  type ProductSearch,
} from './product-search.repository';
export { ProductParcels } from './product-parcels';
export {
  catalogIsEmpty,
  seedCatalog,
  type SeedCatalogResult,
  type SeedCategory,
  type SeedProduct,
} from './catalog-seed.service';
