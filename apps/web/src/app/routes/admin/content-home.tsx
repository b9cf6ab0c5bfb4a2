import { useDeferredValue, useState } from 'react';
import { Link } from 'react-router';
import { QueryState } from '../../../components/query-state';
import { Button } from '../../../components/ui/button';
import { useProducts } from '../../../features/admin-catalog';
import {
  HomePageForm,
  useHomePageForEditor,
  type ProductSearch,
} from '../../../features/admin-content';
import { Hero } from '../../../features/marketing';
import { AdminPage } from '../../layouts/admin/admin-page';

/**
 * `/admin/content/home` (an address of the content editor's route, which adds nothing to the
 * route table every page loads): the home page's hero and featured products, with the shop's
 * own hero as preview.
 */
export function ContentHomePage() {
  const home = useHomePageForEditor();
  const search = useProductSearch();
  return (
    <AdminPage
      title="Home page"
      description="The hero visitors see first and the products it features. Saving publishes at once."
      actions={
        <Button asChild variant="secondary">
          <Link to="/admin/content">All content</Link>
        </Button>
      }
    >
      <QueryState query={home} loading="Loading the home page..." what="The home page">
        {(current) => (
          <HomePageForm
            home={current}
            renderPreview={(preview) => <Hero state={{ status: 'ready', home: preview }} />}
            search={search}
          />
        )}
      </QueryState>
    </AdminPage>
  );
}

/** The catalogue's back-office search, by name or SKU, for the featured products' picker. */
function useProductSearch(): ProductSearch {
  const [query, setQuery] = useState('');
  const found = useProducts({ page: 1, q: useDeferredValue(query.trim()) });
  return {
    query,
    onQuery: setQuery,
    found: found.data?.products,
    busy: found.isFetching,
    failed: found.isError,
  };
}
