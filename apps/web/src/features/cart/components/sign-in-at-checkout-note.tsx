import { Link } from 'react-router';
import { loginPathTo } from '../login-path';

/**
 * Under a signed-out shopper's checkout button: no account is needed to pay; a customer may log
 * in, and this cart comes along.
 */
export function SignInAtCheckoutNote() {
  return (
    <p className="text-sm text-slate-600">
      No account needed to pay. Have one?{' '}
      <Link
        to={loginPathTo('/checkout')}
        className="font-semibold text-glow-700 underline-offset-4 hover:underline"
      >
        Log in
      </Link>{' '}
      and this cart comes with you.
    </p>
  );
}
