import { useQueryClient } from '@tanstack/react-query';
import { FolderX } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { QueryState } from '../../../components/query-state';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import {
  CategoryForm,
  categoryQueryOptions,
  toFormValues,
  useCategory,
  useUpdateCategory,
} from '../../../features/admin-catalog';
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

  const notFound = (
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

  return (
    <AdminPage
      title="Edit Category"
      description="Change the category and its sub-categories; products keep the sub-categories you keep."
      actions={backLink}
    >
      {id === 0 ? (
        notFound
      ) : (
        <QueryState
          query={category}
          loading="Loading category…"
          what="The category"
          notFound={notFound}
        >
          {(data) => (
            <CategoryForm
              // A new form per category: its values start from what the server has.
              key={id}
              defaultValues={toFormValues(data)}
              save={update.mutateAsync}
              afterSave={async () =>
                toFormValues(await queryClient.fetchQuery(categoryQueryOptions(id)))
              }
              submitLabel="Update"
            />
          )}
        </QueryState>
      )}
    </AdminPage>
  );
}

export { EditCategoryPage as Component };
