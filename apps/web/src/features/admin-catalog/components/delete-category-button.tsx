import type { Category, MessageResponse } from '@backlit/domain';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '../../../components/ui/dialog';
import { isApiError } from '../../../lib/api-error';
import { useDeleteCategory } from '../api/delete-category';

type DeleteCategoryButtonProps = {
  category: Pick<Category, 'id' | 'name'>;
  onDeleted: (answer: MessageResponse) => void;
  onFailed: (message: string) => void;
};

/** The table's delete icon: asks first, naming the category, then deletes it. */
export function DeleteCategoryButton({ category, onDeleted, onFailed }: DeleteCategoryButtonProps) {
  const [open, setOpen] = useState(false);
  const del = useDeleteCategory();

  const confirm = async () => {
    try {
      const answer = await del.mutateAsync(category.id);
      setOpen(false);
      onDeleted(answer);
    } catch (error) {
      setOpen(false);
      // 409: the server says how many products still use the category.
      onFailed(
        isApiError(error, 409) ? error.message : 'Failed to delete category. Please try again.',
      );
    }
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !del.isPending && setOpen(next)}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={`Delete ${category.name}`}>
          <Trash2 aria-hidden className="text-red-600" />
        </Button>
      </DialogTrigger>
      <DialogContent
        title="Delete category?"
        description={`“${category.name}” and its sub-categories will be deleted. This cannot be undone.`}
        footer={
          <>
            <DialogClose asChild>
              <Button variant="secondary" disabled={del.isPending}>
                Cancel
              </Button>
            </DialogClose>
            <Button variant="danger" disabled={del.isPending} onClick={() => void confirm()}>
              {del.isPending ? 'Deleting…' : 'Delete'}
            </Button>
          </>
        }
      >
        <p className="text-sm text-slate-600">
          A category that still has products cannot be deleted.
        </p>
      </DialogContent>
    </Dialog>
  );
}
