import { ORDER_NOTE_MAX } from '@backlit/domain';
import type { ComponentProps } from 'react';
import { controlClassName, Field } from '../../../components/ui/field';
import { cn } from '../../../lib/cn';

/** The optional staff note kept with a status change in the order's history. */
export function NoteField({ error, ...props }: ComponentProps<'textarea'> & { error?: string }) {
  return (
    <Field label="Note (optional)" hint="Kept in the order's history." error={error}>
      {(control) => (
        <textarea
          {...control}
          rows={2}
          maxLength={ORDER_NOTE_MAX}
          className={cn(controlClassName, 'h-auto px-3 py-2')}
          {...props}
        />
      )}
    </Field>
  );
}
