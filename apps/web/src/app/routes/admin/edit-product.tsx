import { PackageX } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { QueryState } from '../../../components/query-state';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import {
  ProductForm,
  useAllCategories,
  useProduct,
  useUpdateProduct,
} from '../../../features/admin-catalog';
import { AdminPage } from '../../layouts/admin/admin-page';

function EditProductPage() {
  const params = useParams();
  const id = /^\d+$/.test(params.id ?? '') ? Number(params.id) : 0;
  const product = useProduct(id);
  const categories = useAllCategories();
  const update = useUpdateProduct(id);

  const notFound = (
    <EmptyState
      icon={PackageX}
      title="Product not found."
      text="It may have been deleted. Pick a product from the list to edit it."
      action={
        <Button asChild>
          <Link to="/admin/view-products">Back to the products</Link>
        </Button>
      }
    />
  );

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
      {id === 0 ? (
        notFound
      ) : (
        <QueryState
          query={product}
          loading="Loading product…"
          what="The product"
          notFound={notFound}
        >
          {(data) => (
            <QueryState query={categories} loading="Loading categories…" what="The categories">
              {(list) => (
                <ProductForm
                  // A new form per product: its values start from what the server has.
                  key={id}
                  categories={list}
                  product={data}
                  save={update.mutateAsync}
                  submitLabel="Edit Product"
                />
              )}
            </QueryState>
          )}
        </QueryState>
      )}
    </AdminPage>
  );
}

export { EditProductPage as Component };
