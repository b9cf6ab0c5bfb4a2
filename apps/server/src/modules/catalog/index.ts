export { catalogRoutes } from './catalog.routes';
export {
  DEMO_CATEGORIES,
  seedDemoCatalog,
  type SeedDemoCatalogOptions,
  type SeedDemoCatalogResult,
} from './demo-catalog';
export { DEMO_PRODUCTS, type DemoProduct } from './demo-products';
