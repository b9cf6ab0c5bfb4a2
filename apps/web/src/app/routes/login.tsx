import { LogIn } from 'lucide-react';
import { Link } from 'react-router';
import { DocumentTitle } from '../../components/document-title';
import { AuthCard, LoginForm, RedirectIfSignedIn } from '../../features/auth';

function LoginPage() {
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
              to="/register"
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
