import { KeyRound } from 'lucide-react';
import { Link } from 'react-router';
import { DocumentTitle } from '../../components/document-title';
import { AuthCard, ForgotPasswordForm } from '../../features/auth';

function ForgotPasswordPage() {
  return (
    <>
      <DocumentTitle title="Lost password" />
      <AuthCard
        icon={KeyRound}
        title="Lost your password?"
        description="Enter the email address of your account and we will send you a link to choose a new password."
        footer={
          <>
            Remembered it?{' '}
            <Link
              to="/login"
              className="rounded font-semibold text-glow-700 hover:text-glow-600 hover:underline"
            >
              Back to login
            </Link>
          </>
        }
      >
        <ForgotPasswordForm />
      </AuthCard>
    </>
  );
}

export { ForgotPasswordPage as Component };
