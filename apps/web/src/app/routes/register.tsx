import { UserPlus } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { DocumentTitle } from '../../components/document-title';
import { AuthCard, RedirectIfSignedIn, RegisterForm } from '../../features/auth';

function RegisterPage() {
  // Whoever came to register on the way somewhere (checkout) goes there after logging in too.
  const [searchParams] = useSearchParams();
  return (
    <RedirectIfSignedIn>
      <DocumentTitle title="Register" />
      <AuthCard
        icon={UserPlus}
        size="wide"
        title="Create your account"
        description="Order frames and banners, follow your orders and reorder in a few clicks."
        footer={
          <>
            Already have an account?{' '}
            <Link
              to={{ pathname: '/login', search: searchParams.toString() }}
              className="rounded font-semibold text-glow-700 hover:text-glow-600 hover:underline"
            >
              Log in
            </Link>
          </>
        }
      >
        <RegisterForm />
      </AuthCard>
    </RedirectIfSignedIn>
  );
}

export { RegisterPage as Component };
