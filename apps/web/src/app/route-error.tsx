import { RotateCw } from 'lucide-react';
import { Suspense } from 'react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { DocumentTitle } from '../components/document-title';
import { StatusMessage } from '../components/status-message';
import { Button } from '../components/ui/button';
import { Spinner } from '../components/ui/spinner';
import { ChunkLoadError, lazyComponent } from '../lib/chunk-load';

const notFoundPage = lazyComponent(
  'not-found',
  async () => (await import('./routes/not-found')).Component,
);

/** What a route shows when its loader, its lazy chunk or its rendering fails. */
export function RouteErrorScreen() {
  const error = useRouteError();

  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <Suspense fallback={<Spinner className="m-auto py-24" />}>
        <notFoundPage.Component />
      </Suspense>
    );
  }

  if (error instanceof ChunkLoadError) {
    return (
      <StatusMessage
        title={error.message}
        actions={
          <Button onClick={() => window.location.reload()}>
            <RotateCw aria-hidden />
            Reload
          </Button>
        }
      >
        <DocumentTitle title="Loading failed" />
        <p>
          Part of the shop could not be downloaded. Check your connection, then reload the page.
        </p>
      </StatusMessage>
    );
  }

  return (
    <StatusMessage
      title="Unexpected Application Error!"
      actions={
        <Button asChild variant="secondary">
          <Link to="/">Back to home</Link>
        </Button>
      }
    >
      <DocumentTitle title="Error" />
      <p className="rounded-lg bg-slate-100 px-4 py-3 font-mono text-sm break-words text-slate-800">
        {errorText(error)}
      </p>
    </StatusMessage>
  );
}

function errorText(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error) return error.message;
  return String(error);
}
