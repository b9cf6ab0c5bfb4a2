import { FolderPlus, PackagePlus } from 'lucide-react';
import { Link } from 'react-router';
import { QueryState } from '../../../components/query-state';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { ProductForm, useAllCategories, useStoreProduct } from '../../../features/admin-catalog';
import { AdminPage } from '../../layouts/admin/admin-page';

function AddProductPage() {
  const categories = useAllCategories();
  const store = useStoreProduct();

  return (
    <AdminPage
      title="Add Product"
      description="List a frame, banner, accessory or spare part with its prices, stock and images."
      actions={
        <Button asChild variant="secondary">
          <Link to="/admin/view-products">View products</Link>
        </Button>
      }
    >
      <QueryState query={categories} loading="Loading categories…" what="The categories">
        {(list) =>
          list.length === 0 ? (
            <EmptyState
              icon={PackagePlus}
              title="Create a category first."
              text="Every product belongs to a category. Add one, then come back to list your products."
              action={
                <Button asChild>
                  <Link to="/admin/category">
                    <FolderPlus aria-hidden />
                    Add Category
                  </Link>
                </Button>
              }
            />
          ) : (
            <ProductForm categories={list} save={store.mutateAsync} submitLabel="Add Product" />
          )
        }
      </QueryState>
    </AdminPage>
  );
}

export { AddProductPage as Component };
