import { Outlet, useLocation, useParams } from 'react-router';
import { DocumentTitle } from '../../components/document-title';
import { CategoriesPanel, ShopBanner } from '../../features/catalogue';
import { catalogueTitle } from '../catalogue-lists';

/** The shop pages: banner with the list's title, categories on the side, the list beside it. */
function CatalogueLayout() {
  const { pathname } = useLocation();
  const { categoryName } = useParams();
  const title = catalogueTitle(pathname, categoryName);

  return (
    <>
      <DocumentTitle title={title} />
      <ShopBanner title={title} />
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:px-6 lg:grid-cols-[17rem_1fr] lg:px-8 lg:py-12">
        <aside className="order-last lg:order-first">
          <CategoriesPanel />
        </aside>
        <div className="min-w-0">
          <Outlet />
        </div>
      </div>
    </>
  );
}

export { CatalogueLayout as Component };
