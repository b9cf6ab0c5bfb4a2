import { zodResolver } from '@hookform/resolvers/zod';
import { PromoteStaffRequestSchema, type PromoteStaffRequest } from '@backlit/domain';
import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { isApiError } from '../../../lib/api-error';
import { errorMessage } from '../../../lib/server-errors';
import { usePromoteMember } from '../api/promote-member';

/** Adds a registered customer to the team by their e-mail address. */
export function PromoteForm() {
  const promote = usePromoteMember();
  const [done, setDone] = useState<{ key: number; message: string }>();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<PromoteStaffRequest>({
    resolver: zodResolver(PromoteStaffRequestSchema),
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const answer = await promote.mutateAsync(values);
      reset();
      setDone((before) => ({ key: (before?.key ?? 0) + 1, message: answer.message }));
    } catch (error) {
      // Unknown e-mail (404), already staff (409) or a bad address (422): said beside the field.
      const message =
        isApiError(error, 422) && error.validation_errors.email
          ? error.validation_errors.email.join(' ')
          : errorMessage(error);
      setError('email', { type: 'server', message }, { shouldFocus: true });
    }
  });

  return (
    <section
      aria-labelledby="promote"
      className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-5"
    >
      <div>
        <h2 id="promote" className="text-lg font-semibold text-slate-900">
          Add a team member
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          They need an account on the shop first. Once added, they can use this back-office at once.
        </p>
      </div>
      <form
        onSubmit={onSubmit}
        noValidate
        className="flex flex-col gap-3 sm:flex-row sm:items-start"
      >
        <Input
          type="email"
          label="E-mail address"
          autoComplete="off"
          containerClassName="flex-1"
          error={errors.email?.message}
          {...register('email')}
        />
        <Button type="submit" className="sm:mt-6.5" disabled={isSubmitting}>
          <UserPlus aria-hidden className="size-4" />
          Add to team
        </Button>
      </form>
      {done && (
        <Alert key={done.key} variant="success">
          {done.message}
        </Alert>
      )}
    </section>
  );
}
