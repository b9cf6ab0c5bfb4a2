import { PackageX } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Spinner } from '../../../components/ui/spinner';
import {
  ProductForm,
  useAllCategories,
  useProduct,
  useUpdateProduct,
} from '../../../features/admin-catalog';
import { isApiError } from '../../../lib/api-error';
import { AdminPage } from '../../layouts/admin/admin-page';

function EditProductPage() {
  const params = useParams();
  const id = /^\d+$/.test(params.id ?? '') ? Number(params.id) : 0;
  const product = useProduct(id);
  const categories = useAllCategories();
  const update = useUpdateProduct(id);

  let content;
  if (id === 0 || isApiError(product.error, 404)) {
    content = (
      <EmptyState
        icon={PackageX}
        title="Product not found."
        text="It may have been deleted. Pick a product from the list to edit it."
        action={
          <Button asChild>
            <Link to="/admin/view-products">Back to View Products</Link>
          </Button>
        }
      />
    );
  } else if (product.isPending || categories.isPending) {
    content = <Spinner label="Loading product…" showLabel />;
  } else if (product.isError || categories.isError) {
    content = (
      <Alert variant="error" autoHide={false}>
        The product could not be loaded.{' '}
        <button
          type="button"
          className="font-semibold underline"
          onClick={() => {
            void product.refetch();
            void categories.refetch();
          }}
        >
          Try again
        </button>
      </Alert>
    );
  } else {
    content = (
      <ProductForm
        // A new form per product: its values start from what the server has.
        key={id}
        categories={categories.data}
        product={product.data}
        save={update.mutateAsync}
        submitLabel="Edit Product"
      />
    );
  }

  return (
    <AdminPage
      title="Edit Product"
      description="Change the product's details, prices, stock and photos; the shop shows the changes at once."
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

export { EditProductPage as Component };
