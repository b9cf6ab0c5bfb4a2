import { FileCheck } from 'lucide-react';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { QueryState } from '../../../components/query-state';
import { EmptyState } from '../../../components/ui/empty-state';
import { ReviewActions, usePrepressQueue } from '../../../features/admin-prepress';
import {
  ArtworkProof,
  artworkKeys,
  FileOrigin,
  formatBytes,
  LitPreview,
  PreflightReportList,
} from '../../../features/artwork';
import { AdminPage } from '../../layouts/admin/admin-page';

const uploaded = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * `/admin/prepress`: customers' print files that the automatic check has looked at and a person
 * must now approve or send back, oldest first, each with its report and proof.
 */
function PrepressPage() {
  const queue = usePrepressQueue();
  const queryClient = useQueryClient();
  return (
    <AdminPage
      title="Prepress"
      description="Print files waiting for the studio, oldest first: approve them for print or ask the customer for a new one."
    >
      <QueryState query={queue} loading="Loading the prepress queue..." what="The prepress queue">
        {(items) =>
          items.length === 0 ? (
            <EmptyState
              icon={FileCheck}
              title="Nothing to review."
              text="Files appear here once the automatic check has looked at them."
            />
          ) : (
            <ul className="flex flex-col gap-4">
              {items.map((item) => (
                <li
                  key={item.file.id}
                  className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-5"
                  data-testid="prepress-item"
                >
                  <div className="flex flex-wrap items-baseline justify-between gap-2">
                    <div>
                      <Link
                        to={`/admin/orders/${item.order_id}`}
                        className="font-mono font-semibold text-slate-900 underline"
                      >
                        {item.tracking_no}
                      </Link>
                      <span className="ml-2 text-sm text-slate-600">{item.customer}</span>
                    </div>
                    <span className="text-xs text-slate-500">
                      Uploaded {uploaded.format(new Date(item.file.uploaded_at))}
                    </span>
                  </div>
                  <p className="text-sm text-slate-700">
                    {item.lines.map((line) => `${line.quantity} × ${line.name}`).join('; ')} ·{' '}
                    <span className="break-all">{item.file.filename}</span> (
                    {formatBytes(item.file.size_bytes)})
                  </p>
                  <FileOrigin file={item.file} />
                  {item.file.correction && (
                    <p className="rounded-md bg-sky-50 p-3 text-sm text-sky-900">
                      {item.file.correction.status === 'checking'
                        ? 'The shop is adding the bleed to this file at the customer’s request.'
                        : 'A version with the bleed added by the shop is offered to the customer: waiting for their choice.'}
                    </p>
                  )}
                  <div className="grid gap-4 md:grid-cols-[minmax(0,1fr)_minmax(0,18rem)]">
                    <PreflightReportList file={item.file} />
                    <ArtworkProof file={item.file} />
                  </div>
                  {item.file.preview_url && item.file.report && (
                    <LitPreview
                      imageUrl={item.file.preview_url}
                      frameSlug={item.file.report.frame.slug}
                      subject={`the file ${item.file.filename}`}
                      maxPanelHeightRem={22}
                    />
                  )}
                  <ReviewActions
                    orderId={item.order_id}
                    file={item.file}
                    onReviewed={() =>
                      void queryClient.invalidateQueries({
                        queryKey: artworkKeys.order(item.order_id),
                      })
                    }
                  />
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
    </AdminPage>
  );
}

export { PrepressPage as Component };
