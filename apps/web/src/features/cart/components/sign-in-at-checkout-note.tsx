import { Link } from 'react-router';
import { loginPathTo, registerPathTo } from '../login-path';

/** Under a signed-out shopper's checkout button: checkout needs an account, the cart comes along. */
export function SignInAtCheckoutNote() {
  return (
    <p className="text-sm text-slate-600">
      You will{' '}
      <Link
        to={loginPathTo('/checkout')}
        className="font-semibold text-glow-700 underline-offset-4 hover:underline"
      >
        log in
      </Link>{' '}
      or{' '}
      <Link
        to={registerPathTo('/checkout')}
        className="font-semibold text-glow-700 underline-offset-4 hover:underline"
      >
        create an account
      </Link>{' '}
      at checkout; this cart comes with you.
    </p>
  );
}
