import { LogIn } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { useLoginPathHere } from '../login-path';

/** A cart belongs to an account: say so and lead to login and back. */
export function SignedOutPrompt({ bare = false }: { bare?: boolean }) {
  const loginPath = useLoginPathHere();
  return (
    <EmptyState
      icon={LogIn}
      title="Log in to use your cart"
      text="Your cart is kept with your account, so it is waiting for you on any device."
      bare={bare}
      className={bare ? 'my-auto' : undefined}
      action={
        <div className="flex flex-wrap justify-center gap-3">
          <Button asChild>
            <Link to={loginPath}>Log in</Link>
          </Button>
          <Button asChild variant="secondary">
            <Link to="/register">Create an account</Link>
          </Button>
        </div>
      }
    />
  );
}
