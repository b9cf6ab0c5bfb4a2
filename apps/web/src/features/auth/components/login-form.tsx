import { zodResolver } from '@hookform/resolvers/zod';
import { LoginRequestSchema } from '@backlit/domain';
import { LogIn } from 'lucide-react';
import { Controller, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { Input } from '../../../components/ui/input';
import { useLogin } from '../api/login';
import { showServerErrors } from '../../../lib/server-errors';
import { FormAlert } from './form-alert';

type LoginValues = z.input<typeof LoginRequestSchema>;
const FIELDS = ['email', 'password'] as const;

/** E-mail, password and "Remember me". On success the session is saved; the page redirects. */
export function LoginForm() {
  const login = useLogin();
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting, submitCount },
  } = useForm<LoginValues, unknown, z.output<typeof LoginRequestSchema>>({
    resolver: zodResolver(LoginRequestSchema),
    defaultValues: { email: '', password: '', remember: false },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await login.mutateAsync(values);
    } catch (error) {
      showServerErrors(error, setError, FIELDS);
    }
  });

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
      <div className="flex flex-col gap-1.5">
        <Input
          label="Password"
          type="password"
          autoComplete="current-password"
          required
          error={errors.password?.message}
          {...register('password')}
        />
        <Link
          to="/forgot-password"
          className="self-end rounded text-sm font-medium text-glow-700 hover:text-glow-600 hover:underline"
        >
          Lost your password?
        </Link>
      </div>
      <Controller
        control={control}
        name="remember"
        render={({ field: { value, onChange, ref, ...field } }) => (
          <Checkbox
            {...field}
            ref={ref}
            label="Remember me"
            checked={value ?? false}
            onCheckedChange={(checked) => onChange(checked === true)}
          />
        )}
      />
      <Button type="submit" size="lg" disabled={isSubmitting} className="w-full">
        <LogIn aria-hidden />
        {isSubmitting ? 'Signing in…' : 'Log in'}
      </Button>
    </form>
  );
}
