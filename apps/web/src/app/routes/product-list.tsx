import { CatalogueToolbar, ProductList } from '../../features/catalogue';

/** A product list of the shop (all products, a category, or one of the fixed lists). */
function ProductListPage() {
  return (
    <div className="flex flex-col gap-6">
      <CatalogueToolbar first={0} last={0} total={0} />
      <ProductList />
    </div>
  );
}

export { ProductListPage as Component };
