import { Trash2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Button } from './button';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from './dialog';

type ConfirmDeleteButtonProps<Answer> = {
  /** The button's accessible name, e.g. "Delete Wall Frames". */
  label: string;
  /** Shown beside the icon from 640 px up; icon only when omitted. */
  text?: string;
  title: string;
  description: string;
  /** More about what goes, under the description. */
  children?: ReactNode;
  remove: () => Promise<Answer>;
  onDeleted: (answer: Answer) => void;
  /** The message for a failed delete. */
  failure: (error: unknown) => string;
  onFailed: (message: string) => void;
};

/** A table row's delete button: asks first in a dialog naming the item, then deletes it. */
export function ConfirmDeleteButton<Answer>({
  label,
  text,
  title,
  description,
  children,
  remove,
  onDeleted,
  failure,
  onFailed,
}: ConfirmDeleteButtonProps<Answer>) {
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);

  const confirm = async () => {
    setPending(true);
    try {
      const answer = await remove();
      onDeleted(answer);
    } catch (error) {
      onFailed(failure(error));
    } finally {
      setPending(false);
      setOpen(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !pending && setOpen(next)}>
      <DialogTrigger asChild>
        <Button variant="ghost" size={text ? 'sm' : 'icon'} aria-label={label}>
          <Trash2 aria-hidden className="text-red-600" />
          {text && <span className="max-sm:sr-only">{text}</span>}
        </Button>
      </DialogTrigger>
      <DialogContent
        title={title}
        description={description}
        footer={
          <>
            <DialogClose asChild>
              <Button variant="secondary" disabled={pending}>
                Cancel
              </Button>
            </DialogClose>
            <Button variant="danger" disabled={pending} onClick={() => void confirm()}>
              {pending ? 'Deleting…' : 'Delete'}
            </Button>
          </>
        }
      >
        {children && <p className="text-sm text-slate-600">{children}</p>}
      </DialogContent>
    </Dialog>
  );
}
