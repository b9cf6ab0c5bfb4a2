import { NewPasswordSchema, type AccountOrderDetail, type SaveDetailsOffer } from '@backlit/domain';
import { LogIn, UserPlus } from 'lucide-react';
import { useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { PasswordInput } from '../../../components/ui/password-input';
import { isApiError } from '../../../lib/api-error';
import { errorMessage } from '../../../lib/server-errors';
import { useRegister } from '../api/register';
import { loadPasswordStrength } from '../lib/password-strength';
import { loginPathFor } from '../lib/redirect';
import { PasswordStrengthMeter } from './password-strength-meter';
import { registeredMessage } from './register-form';

/** An order placed without an account, and what its page offers to do about that. */
export interface SaveDetailsOrder {
  id: number;
  offer: Exclude<SaveDetailsOffer, 'none'>;
  /** The details given at checkout, which become the account's (the address its first entry). */
  billing: AccountOrderDetail['billing'];
}

/**
 * One step after paying without an account: "Save your details: choose a password". The order's
 * name, e-mail, phone and address become an account, the order joins it, and the shopper lands
 * on the order in the account. When the address has an account already, they log in instead,
 * and the order joins that account.
 */
export function SaveDetailsForm({ order }: { order: SaveDetailsOrder }) {
  const headingId = useId();
  const [offer, setOffer] = useState(order.offer);
  const accountPath = `/dashboard-client/orders/${order.id}`;
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-glow-300 bg-white p-5 shadow-xs ring-4 ring-glow-100 sm:p-7"
    >
      {offer === 'choose_password' ? (
        <ChoosePassword
          headingId={headingId}
          order={order}
          accountPath={accountPath}
          onAccountExists={() => setOffer('sign_in')}
        />
      ) : (
        <>
          <h2 id={headingId} className="text-lg font-semibold text-slate-900">
            Add this order to your account
          </h2>
          <p className="mt-1 text-sm text-slate-700">
            You already have an account with {order.billing.email}. Log in, and this order joins it:
            you follow it there with your other orders.
          </p>
          <Button asChild className="mt-4">
            <Link to={loginPathFor(accountPath)}>
              <LogIn aria-hidden />
              Log in to add it
            </Link>
          </Button>
        </>
      )}
    </section>
  );
}

function ChoosePassword({
  headingId,
  order,
  accountPath,
  onAccountExists,
}: {
  headingId: string;
  order: SaveDetailsOrder;
  accountPath: string;
  onAccountExists: () => void;
}) {
  const navigate = useNavigate();
  const registration = useRegister();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const { billing } = order;

  async function submit() {
    const length = NewPasswordSchema.safeParse(password);
    if (!length.success) return setError(length.error.issues[0]?.message);
    const { passwordStrength } = await loadPasswordStrength();
    const strength = passwordStrength(password, [
      billing.firstname,
      billing.lastname,
      billing.email,
    ]);
    if (!strength.acceptable) return setError(strength.reasons.join(' '));
    setError(undefined);
    try {
      await registration.mutateAsync({
        firstname: billing.firstname,
        lastname: billing.lastname,
        companyname: billing.companyname ?? undefined,
        email: billing.email,
        password,
        phone: billing.phone,
        address: billing.streetaddress,
        address2: billing.streetaddressoptional ?? undefined,
        city: billing.city,
        state: billing.state_contry,
        codepostal: billing.zip,
        country: billing.country,
      });
    } catch (failure) {
      const invalid = isApiError(failure, 422) ? failure.validation_errors : {};
      // Someone made an account with that address meanwhile: logging in adds the order to it.
      if (invalid.email) return onAccountExists();
      return setError(invalid.password?.join(' ') ?? errorMessage(failure));
    }
    const { toast } = await import('../../../components/ui/toast');
    toast.success(registeredMessage(billing.firstname), {
      description: 'This order is in your account now.',
    });
    await navigate(accountPath);
  }

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        Save your details: choose a password
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        One step and you have an account with {billing.email}: this order and your next ones in one
        place, your address ready for next time, reorders in a click.
      </p>
      <div className="mt-4 flex flex-col gap-3 sm:max-w-md">
        <PasswordInput
          label="Choose a password"
          autoComplete="new-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          hint="At least 8 characters. A few unrelated words make a strong password."
          error={error}
        />
        <PasswordStrengthMeter
          password={password}
          userInputs={[billing.firstname, billing.lastname, billing.email]}
        />
      </div>
      <Button type="submit" className="mt-4" disabled={registration.isPending}>
        <UserPlus aria-hidden />
        {registration.isPending ? 'Saving…' : 'Save my details'}
      </Button>
    </form>
  );
}
