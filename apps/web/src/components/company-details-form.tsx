import { zodResolver } from '@hookform/resolvers/zod';
import { CompanyRequestSchema, type CompanyRequest, type CompanyValues } from '@backlit/domain';
import { Save } from 'lucide-react';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from './ui/alert';
import { Button } from './ui/button';
import { Input } from './ui/input';
import { showServerErrors } from '../lib/server-errors';

type CompanyDetailsFormProps = {
  defaultValues?: { name: string; tax_id: string | null };
  onSubmit: (values: CompanyValues) => Promise<unknown>;
  submitLabel: string;
  icon?: ReactNode;
};

/** A company's name and optional tax id: to create a company, or to change them. */
export function CompanyDetailsForm({
  defaultValues,
  onSubmit,
  submitLabel,
  icon,
}: CompanyDetailsFormProps) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CompanyRequest, unknown, CompanyValues>({
    resolver: zodResolver(CompanyRequestSchema),
    defaultValues: { name: defaultValues?.name ?? '', tax_id: defaultValues?.tax_id ?? '' },
  });

  const submit = handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (error) {
      showServerErrors(error, setError, ['name', 'tax_id']);
    }
  });

  return (
    <form noValidate onSubmit={submit} className="grid gap-4 sm:grid-cols-2">
      {errors.root?.server?.message && (
        <Alert variant="error" className="sm:col-span-2" autoHide={false}>
          {errors.root.server.message}
        </Alert>
      )}
      <Input
        label="Company name"
        autoComplete="organization"
        error={errors.name?.message}
        {...register('name')}
      />
      <Input
        label="Tax id"
        optional
        hint="e.g. your EIN or GST/HST number"
        error={errors.tax_id?.message}
        {...register('tax_id')}
      />
      <Button type="submit" disabled={isSubmitting} className="justify-self-start sm:col-span-2">
        {icon ?? <Save aria-hidden />}
        {isSubmitting ? 'Saving…' : submitLabel}
      </Button>
    </form>
  );
}
