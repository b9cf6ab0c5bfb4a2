import type { Category, MessageResponse } from '@backlit/domain';
import { hasErrorCode } from '../../../lib/api-error';
import { useDeleteCategory } from '../api/delete-category';
import { ConfirmDeleteButton } from '../../../components/ui/confirm-delete-button';

type DeleteCategoryButtonProps = {
  category: Pick<Category, 'id' | 'name'>;
  onDeleted: (answer: MessageResponse) => void;
  onFailed: (message: string) => void;
};

/** The table's delete icon: asks first, naming the category, then deletes it. */
export function DeleteCategoryButton({ category, onDeleted, onFailed }: DeleteCategoryButtonProps) {
  const del = useDeleteCategory();
  return (
    <ConfirmDeleteButton
      label={`Delete ${category.name}`}
      title="Delete category?"
      description={`“${category.name}” and its sub-categories will be deleted. This cannot be undone.`}
      remove={() => del.mutateAsync(category.id)}
      onDeleted={onDeleted}
      // A conflict: the server says how many products still use the category.
      failure={(error) =>
        hasErrorCode(error, 'CONFLICT')
          ? error.message
          : 'Failed to delete category. Please try again.'
      }
      onFailed={onFailed}
    >
      A category that still has products cannot be deleted.
    </ConfirmDeleteButton>
  );
}
