import { Package, Plus } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { AdminPage } from '../../layouts/admin/admin-page';

function ViewProductsPage() {
  return (
    <AdminPage
      title="View Products"
      description="Every product of the catalogue with its SKU, stock and prices."
      actions={
        <Button asChild>
          <Link to="/admin/add-product">
            <Plus aria-hidden />
            Add Product
          </Link>
        </Button>
      }
    >
      <EmptyState
        icon={Package}
        title="No products yet."
        text="Products you add appear here and in the shop."
      />
    </AdminPage>
  );
}

export { ViewProductsPage as Component };
