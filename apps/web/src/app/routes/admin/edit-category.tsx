import { useQueryClient } from '@tanstack/react-query';
import { FolderX } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Spinner } from '../../../components/ui/spinner';
import {
  CategoryForm,
  categoryQueryOptions,
  toFormValues,
  useCategory,
  useUpdateCategory,
} from '../../../features/admin-catalog';
import { isApiError } from '../../../lib/api-error';
import { AdminPage } from '../../layouts/admin/admin-page';

function EditCategoryPage() {
  const params = useParams();
  const id = /^\d+$/.test(params.id ?? '') ? Number(params.id) : 0;
  const category = useCategory(id);
  const update = useUpdateCategory(id);
  const queryClient = useQueryClient();

  const backLink = (
    <Button asChild variant="secondary">
      <Link to="/admin/view-category">View categories</Link>
    </Button>
  );

  let content;
  if (id === 0 || isApiError(category.error, 404)) {
    content = (
      <EmptyState
        icon={FolderX}
        title="Category not found."
        text="It may have been deleted. Pick a category from the list to edit it."
        action={
          <Button asChild>
            <Link to="/admin/view-category">Back to the categories</Link>
          </Button>
        }
      />
    );
  } else if (category.isPending) {
    content = <Spinner label="Loading category…" showLabel />;
  } else if (category.isError) {
    content = (
      <Alert variant="error" autoHide={false}>
        The category could not be loaded.{' '}
        <button
          type="button"
          className="font-semibold underline"
          onClick={() => void category.refetch()}
        >
          Try again
        </button>
      </Alert>
    );
  } else {
    content = (
      <CategoryForm
        // A new form per category: its values start from what the server has.
        key={id}
        defaultValues={toFormValues(category.data)}
        save={update.mutateAsync}
        afterSave={async () => toFormValues(await queryClient.fetchQuery(categoryQueryOptions(id)))}
        submitLabel="Update"
      />
    );
  }

  return (
    <AdminPage
      title="Edit Category"
      description="Change the category and its sub-categories; products keep the sub-categories you keep."
      actions={backLink}
    >
      {content}
    </AdminPage>
  );
}

export { EditCategoryPage as Component };
