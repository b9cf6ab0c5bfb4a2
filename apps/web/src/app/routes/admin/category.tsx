import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { CategoryForm, emptyCategory, useStoreCategory } from '../../../features/admin-catalog';
import { AdminPage } from '../../layouts/admin/admin-page';

function CategoryPage() {
  const store = useStoreCategory();
  return (
    <AdminPage
      title="Add Category"
      description="Create a category with its sub-categories; the shop lists them in its Categories panel."
      actions={
        <Button asChild variant="secondary">
          <Link to="/admin/view-category">View categories</Link>
        </Button>
      }
    >
      <CategoryForm save={store.mutateAsync} afterSave={emptyCategory} />
    </AdminPage>
  );
}

export { CategoryPage as Component };
