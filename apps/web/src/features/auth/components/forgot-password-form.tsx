import { zodResolver } from '@hookform/resolvers/zod';
import { ForgotPasswordRequestSchema } from '@backlit/domain';
import { Send } from 'lucide-react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { useRequestPasswordReset } from '../api/forgot-password';
import { showServerErrors } from '../../../lib/server-errors';
import { FormAlert } from './form-alert';

type ForgotValues = z.input<typeof ForgotPasswordRequestSchema>;

/** Asks for a reset link. The answer is the same whether or not the e-mail has an account. */
export function ForgotPasswordForm() {
  const request = useRequestPasswordReset();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting, submitCount },
  } = useForm<ForgotValues, unknown, z.output<typeof ForgotPasswordRequestSchema>>({
    resolver: zodResolver(ForgotPasswordRequestSchema),
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await request.mutateAsync(values);
    } catch (error) {
      showServerErrors(error, setError, ['email']);
    }
  });

  if (request.isSuccess) {
    return (
      <div className="flex flex-col gap-6">
        <Alert variant="success" autoHide={false}>
          {request.data.message}
        </Alert>
        <p className="text-sm text-slate-600">
          The link works once and for one hour. No e-mail? Check your spam folder, or{' '}
          <button
            type="button"
            onClick={() => request.reset()}
            className="rounded font-medium text-glow-700 underline-offset-2 hover:underline"
          >
            try another address
          </button>
          .
        </p>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      <FormAlert message={errors.root?.server?.message} attempt={submitCount} />
      <Input
        label="Email address"
        type="email"
        autoComplete="email"
        required
        error={errors.email?.message}
        {...register('email')}
      />
      <Button type="submit" size="lg" disabled={isSubmitting} className="w-full">
        <Send aria-hidden />
        {isSubmitting ? 'Sending…' : 'Email me a reset link'}
      </Button>
    </form>
  );
}
