import { useId, useState, type FormEvent, type ReactNode } from 'react';
import type { FieldPath, FieldValues, UseFormHandleSubmit, UseFormSetError } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '../../../components/ui/dialog';
import { showServerErrors } from '../../../lib/server-errors';

type ActionDialogProps = {
  trigger: ReactNode;
  title: string;
  description: ReactNode;
  submitLabel: string;
  pendingLabel: string;
  tone?: 'primary' | 'danger';
  pending: boolean;
  /** The form's own error (not a field's), shown above the fields until the next submit. */
  formError?: string | undefined;
  /** Runs the action; resolves true when it succeeded, which closes the dialog. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<boolean>;
  /** Called when the dialog opens, e.g. to reset the form. */
  onOpen?: () => void;
  children?: ReactNode;
};

/** A button that opens a small form in a dialog; the form's submit is the dialog's action. */
export function ActionDialog({
  trigger,
  title,
  description,
  submitLabel,
  pendingLabel,
  tone = 'primary',
  pending,
  formError,
  onSubmit,
  onOpen,
  children,
}: ActionDialogProps) {
  const [open, setOpen] = useState(false);
  const formId = useId();

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (pending) return;
        if (next) onOpen?.();
        setOpen(next);
      }}
    >
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent
        title={title}
        description={description}
        footer={
          <>
            <DialogClose asChild>
              <Button variant="secondary" disabled={pending}>
                Back
              </Button>
            </DialogClose>
            <Button type="submit" form={formId} variant={tone} disabled={pending}>
              {pending ? pendingLabel : submitLabel}
            </Button>
          </>
        }
      >
        <form
          id={formId}
          noValidate
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            void onSubmit(event).then((done) => done && setOpen(false));
          }}
        >
          {formError && (
            <Alert variant="error" autoHide={false}>
              {formError}
            </Alert>
          )}
          {children}
        </form>
      </DialogContent>
    </Dialog>
  );
}

/**
 * The dialog's submit for a react-hook-form form: validates, runs `act`, and on a refusal shows
 * the server's field errors beside their fields (the rest as the form's error).
 */
export function submitThrough<Values extends FieldValues, Parsed>(
  handleSubmit: UseFormHandleSubmit<Values, Parsed>,
  setError: UseFormSetError<Values>,
  fields: readonly FieldPath<Values>[],
  act: (values: Parsed) => Promise<void>,
) {
  return (event: FormEvent<HTMLFormElement>) =>
    new Promise<boolean>((resolve) => {
      void handleSubmit(
        async (values) => {
          try {
            await act(values);
            resolve(true);
          } catch (error) {
            showServerErrors(error, setError, fields);
            resolve(false);
          }
        },
        () => resolve(false),
      )(event);
    });
}
