import { AUDIT_AREA_LABELS, AUDIT_AREAS, type AuditArea } from '@backlit/domain';
import { History } from 'lucide-react';
import { useNavigate, useSearchParams } from 'react-router';
import { QueryState } from '../../../components/query-state';
import { EmptyState } from '../../../components/ui/empty-state';
import { Pagination } from '../../../components/ui/pagination';
import { Select } from '../../../components/ui/select';
import { AuditTable, useAuditLog } from '../../../features/admin-audit';
import { AdminPage } from '../../layouts/admin/admin-page';

const isArea = (value: string | null): value is AuditArea =>
  (AUDIT_AREAS as readonly (string | null)[]).includes(value);

function searchOf(area: AuditArea | undefined, page: number) {
  const search = new URLSearchParams();
  if (area) search.set('area', area);
  if (page > 1) search.set('page', String(page));
  return `?${search}`;
}

/** `/admin/audit-log`: staff actions across catalog, orders, team and settings. */
function AuditLogPage() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const rawArea = searchParams.get('area');
  const area = isArea(rawArea) ? rawArea : undefined;
  const page = Math.max(1, Number.parseInt(searchParams.get('page') ?? '1', 10) || 1);
  const log = useAuditLog({ page, area });

  return (
    <AdminPage
      title="Audit log"
      description="Who changed what in the back-office, and when, newest first."
      actions={
        <Select
          label="Area"
          value={area ?? ''}
          onChange={(event) =>
            void navigate(searchOf(isArea(event.target.value) ? event.target.value : undefined, 1))
          }
          containerClassName="w-48"
        >
          <option value="">All areas</option>
          {AUDIT_AREAS.map((value) => (
            <option key={value} value={value}>
              {AUDIT_AREA_LABELS[value]}
            </option>
          ))}
        </Select>
      }
    >
      <QueryState query={log} loading="Loading the audit log..." what="The audit log">
        {({ entries, total, per_page: perPage }) =>
          entries.length === 0 ? (
            <EmptyState
              icon={History}
              title="Nothing recorded here yet."
              text="Changes staff make to the catalogue, orders, team and settings are listed here."
            />
          ) : (
            <div className="flex flex-col gap-4">
              <p className="text-sm text-slate-600" aria-live="polite">
                {total} action{total === 1 ? '' : 's'}
              </p>
              <AuditTable entries={entries} stale={log.isPlaceholderData} />
              <Pagination
                page={page}
                pageCount={Math.ceil(total / perPage)}
                to={(target) => searchOf(area, target)}
                label="Audit log pages"
              />
            </div>
          )
        }
      </QueryState>
    </AdminPage>
  );
}

export { AuditLogPage as Component };
