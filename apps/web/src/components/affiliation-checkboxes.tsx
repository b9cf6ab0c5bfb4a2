import { AffiliationsSchema } from '@backlit/domain';
import { Controller, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { cn } from '../lib/cn';
import { Checkbox } from './ui/checkbox';

const AFFILIATIONS = AffiliationsSchema.unwrap().keyof().options;

type AffiliationCheckboxesProps<T extends FieldValues, TOut> = {
  form: UseFormReturn<T, unknown, TOut>;
  /** The form's object of affiliations, one boolean per association. */
  name: Path<T>;
  className?: string;
};

/** A checkbox per trade association the customer may belong to (registration and profile). */
export function AffiliationCheckboxes<T extends FieldValues, TOut>({
  form,
  name,
  className,
}: AffiliationCheckboxesProps<T, TOut>) {
  return (
    <div className={cn('flex flex-wrap gap-x-8 gap-y-3', className)}>
      {AFFILIATIONS.map((affiliation) => (
        <Controller
          key={affiliation}
          control={form.control}
          // One of the object's own booleans, which the generic form type cannot spell out.
          name={`${name}.${affiliation}` as Path<T>}
          render={({ field: { value, onChange, ref, ...field } }) => (
            <Checkbox
              {...field}
              ref={ref}
              label={affiliation}
              checked={value === true}
              onCheckedChange={(checked) => onChange(checked === true)}
            />
          )}
        />
      ))}
    </div>
  );
}
