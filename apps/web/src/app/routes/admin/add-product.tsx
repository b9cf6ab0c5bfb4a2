import { FolderPlus, PackagePlus } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { AdminPage } from '../../layouts/admin/admin-page';

function AddProductPage() {
  return (
    <AdminPage
      title="Add Product"
      description="List a frame, banner, accessory or spare part with its prices, stock and images."
    >
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
    </AdminPage>
  );
}

export { AddProductPage as Component };
