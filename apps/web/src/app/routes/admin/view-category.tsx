import { FolderTree, Plus } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { AdminPage } from '../../layouts/admin/admin-page';

function ViewCategoryPage() {
  return (
    <AdminPage
      title="View Category"
      description="All categories and their sub-categories."
      actions={
        <Button asChild>
          <Link to="/admin/category">
            <Plus aria-hidden />
            Add Category
          </Link>
        </Button>
      }
    >
      <EmptyState
        icon={FolderTree}
        title="No categories yet."
        text="Add your first category to start organising the catalogue."
      />
    </AdminPage>
  );
}

export { ViewCategoryPage as Component };
