import { zodResolver } from '@hookform/resolvers/zod';
import { ChangeEmailRequestSchema, type ChangeEmailRequest } from '@backlit/domain';
import { Mail } from 'lucide-react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { showServerErrors } from '../../../lib/server-errors';
import { useChangeEmail } from '../api/change-email';

/** New e-mail and the current password; the change waits for the link sent to the new address. */
export function ChangeEmailForm({ currentEmail }: { currentEmail: string }) {
  const change = useChangeEmail();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ChangeEmailRequest, unknown, z.output<typeof ChangeEmailRequestSchema>>({
    resolver: zodResolver(ChangeEmailRequestSchema),
    defaultValues: { email: '', current_password: '' },
  });

  const submit = handleSubmit(async (values) => {
    change.reset();
    try {
      await change.mutateAsync(values);
      reset();
    } catch (error) {
      showServerErrors(error, setError, ['email', 'current_password']);
    }
  });

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      {change.isSuccess && (
        <Alert key={change.submittedAt} variant="success" autoHide={false}>
          {change.data.message}
        </Alert>
      )}
      {errors.root?.server?.message && (
        <Alert variant="error" autoHide={false}>
          {errors.root.server.message}
        </Alert>
      )}
      <p className="text-sm text-slate-600">
        You sign in with <strong className="font-semibold text-slate-900">{currentEmail}</strong>.
      </p>
      <div className="grid items-start gap-5 sm:grid-cols-2">
        <Input
          label="New email"
          type="email"
          autoComplete="email"
          required
          error={errors.email?.message}
          {...register('email')}
        />
        <Input
          label="Current password"
          type="password"
          autoComplete="current-password"
          required
          error={errors.current_password?.message}
          {...register('current_password')}
        />
      </div>
      <Button type="submit" disabled={isSubmitting} className="self-start">
        <Mail aria-hidden />
        {isSubmitting ? 'Sending…' : 'Send confirmation link'}
      </Button>
    </form>
  );
}
