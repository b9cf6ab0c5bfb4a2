import { ListChecks } from 'lucide-react';
import { QueryState } from '../../../components/query-state';
import { Alert } from '../../../components/ui/alert';
import { EmptyState } from '../../../components/ui/empty-state';
import { FailedJobsTable, useFailedJobs, useRetryJob } from '../../../features/admin-jobs';
import { errorMessage } from '../../../lib/server-errors';
import { AdminPage } from '../../layouts/admin/admin-page';

/**
 * `/admin/failed-jobs`: work done after the answer (e-mails, invoices, webhooks, payment checks)
 * that ran out of retries, for staff to fix the cause and try again.
 */
function FailedJobsPage() {
  const jobs = useFailedJobs();
  const retry = useRetryJob();
  return (
    <AdminPage
      title="Failed jobs"
      description="Background work that failed after every retry: what it was for, why, and a way to try again."
    >
      {/* A refused retry stays on screen until the next try: a toast alone is easy to miss. */}
      {retry.isError && (
        <Alert variant="error" autoHide={false}>
          {errorMessage(retry.error)}
        </Alert>
      )}
      <QueryState query={jobs} loading="Loading failed jobs..." what="The failed jobs">
        {(rows) =>
          rows.length === 0 ? (
            <EmptyState
              icon={ListChecks}
              title="No failed jobs."
              text="E-mails, invoices and payment checks that keep failing after their retries appear here."
            />
          ) : (
            <div className="flex flex-col gap-4">
              <p className="text-sm text-slate-600" aria-live="polite">
                {rows.length} failed job{rows.length === 1 ? '' : 's'}
              </p>
              <FailedJobsTable
                jobs={rows}
                retrying={retry.isPending ? retry.variables : undefined}
                onRetry={(id) => retry.mutate(id)}
              />
            </div>
          )
        }
      </QueryState>
    </AdminPage>
  );
}

export { FailedJobsPage as Component };
