import { LockKeyhole } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { DocumentTitle } from '../../components/document-title';
import { AuthCard, ExpiredLink, ResetPasswordForm } from '../../features/auth';

function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');

  return (
    <>
      <DocumentTitle title="Reset password" />
      <AuthCard
        icon={LockKeyhole}
        title="Choose a new password"
        description="Pick a password you do not use anywhere else."
      >
        {token ? (
          <ResetPasswordForm token={token} />
        ) : (
          <ExpiredLink message="This reset link is incomplete. Open the link from the email again, or ask for a new one." />
        )}
      </AuthCard>
    </>
  );
}

export { ResetPasswordPage as Component };
