import { Link } from 'react-router';
import { DocumentTitle } from '../../components/document-title';
import { StatusMessage } from '../../components/status-message';
import { Button } from '../../components/ui/button';
import { accountHomePath, useAuthSession } from '../../lib/auth-session';

function ForbiddenPage() {
  const session = useAuthSession();
  return (
    <StatusMessage
      code="403"
      title="Access denied"
      actions={
        <>
          <Button asChild>
            <Link to="/">Back to home</Link>
          </Button>
          <Button asChild variant="secondary">
            {/* Signed in, /login would send them straight back to their own dashboard. */}
            {session ? (
              <Link to={accountHomePath(session.role)}>Go to my account</Link>
            ) : (
              <Link to="/login">Sign in with another account</Link>
            )}
          </Button>
        </>
      }
    >
      <DocumentTitle title="Access denied" />
      <p>Your account does not have permission to open this page.</p>
    </StatusMessage>
  );
}

export { ForbiddenPage as Component };
