import type { ReactNode } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { Checkbox } from './ui/checkbox';

type FormCheckboxProps<T extends FieldValues> = {
  control: Control<T>;
  name: Path<T>;
  label: ReactNode;
  className?: string;
};

/**
 * A checkbox that holds a boolean field of a react-hook-form form: Radix's checkbox has no native
 * input to register, so the form controls it, and its error shows under it.
 */
export function FormCheckbox<T extends FieldValues>({
  control,
  name,
  label,
  className,
}: FormCheckboxProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Checkbox
          ref={field.ref}
          checked={field.value === true}
          onCheckedChange={(checked) => field.onChange(checked === true)}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
          label={label}
          className={className}
        />
      )}
    />
  );
}
