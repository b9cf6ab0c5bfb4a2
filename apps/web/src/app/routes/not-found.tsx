import { Link } from 'react-router';
import { DocumentTitle } from '../../components/document-title';
import { StatusMessage } from '../../components/status-message';
import { Button } from '../../components/ui/button';
import { useMarkNotFound } from '../../lib/page-status';

function NotFoundPage() {
  useMarkNotFound();
  return (
    <StatusMessage
      code="404"
      title="Page not found"
      actions={
        <>
          <Button asChild>
            <Link to="/">Back to home</Link>
          </Button>
          <Button asChild variant="secondary">
            <Link to="/allproducts">Browse the shop</Link>
          </Button>
        </>
      }
    >
      <DocumentTitle title="Page not found" />
      <meta name="robots" content="noindex" />
      <p>
        The page you are looking for has moved or never existed. Let&apos;s get you back on track.
      </p>
    </StatusMessage>
  );
}

export { NotFoundPage as Component };
