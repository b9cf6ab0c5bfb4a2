import { FolderPlus, PackagePlus } from 'lucide-react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Spinner } from '../../../components/ui/spinner';
import { ProductForm, useAllCategories, useStoreProduct } from '../../../features/admin-catalog';
import { AdminPage } from '../../layouts/admin/admin-page';

function AddProductPage() {
  const categories = useAllCategories();
  const store = useStoreProduct();

  let content;
  if (categories.isPending) {
    content = <Spinner label="Loading categories…" showLabel />;
  } else if (categories.isError) {
    content = (
      <Alert variant="error" autoHide={false}>
        The categories could not be loaded.{' '}
        <button
          type="button"
          className="font-semibold underline"
          onClick={() => void categories.refetch()}
        >
          Try again
        </button>
      </Alert>
    );
  } else if (categories.data.length === 0) {
    content = (
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
    );
  } else {
    content = (
      <ProductForm
        categories={categories.data}
        save={store.mutateAsync}
        submitLabel="Add Product"
      />
    );
  }

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
      {content}
    </AdminPage>
  );
}

export { AddProductPage as Component };
