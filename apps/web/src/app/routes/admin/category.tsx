import { FolderPlus } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { AdminPage } from '../../layouts/admin/admin-page';

function CategoryPage() {
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
      <EmptyState
        icon={FolderPlus}
        title="No categories yet."
        text="The categories you create here group your frames, banners, accessories and spare parts."
      />
    </AdminPage>
  );
}

export { CategoryPage as Component };
