export { catalogRoutes } from './catalog.routes';
export { DEMO_CATEGORIES, seedDemoCatalog, type SeedDemoCatalogResult } from './demo-catalog';
