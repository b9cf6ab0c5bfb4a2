import { LogIn } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { DocumentTitle } from '../../components/document-title';
import { AuthCard, LoginForm, RedirectIfSignedIn } from '../../features/auth';

function LoginPage() {
  // Whoever came to log in on the way somewhere (checkout) goes there after registering too.
  const [searchParams] = useSearchParams();
  return (
    <RedirectIfSignedIn>
      <DocumentTitle title="Login" />
      <AuthCard
        icon={LogIn}
        title="Log in to your account"
        description="Track your orders and check out faster."
        footer={
          <>
            New to the shop?{' '}
            <Link
              to={{ pathname: '/register', search: searchParams.toString() }}
              className="rounded font-semibold text-glow-700 hover:text-glow-600 hover:underline"
            >
              Create an account
            </Link>
          </>
        }
      >
        <LoginForm />
      </AuthCard>
    </RedirectIfSignedIn>
  );
}

export { LoginPage as Component };
