import { Building2, Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Input } from '../../../components/ui/input';
import { LoadError } from '../../../components/ui/load-error';
import { Pagination } from '../../../components/ui/pagination';
import { Spinner } from '../../../components/ui/spinner';
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeaderCell,
  TableRow,
} from '../../../components/ui/table';
import { useAdminCompanies } from '../api/companies';

const date = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/** The companies, searched by name or tax id, with their members and memberships to check. */
export function CompaniesList() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [draft, setDraft] = useState(q);
  const companies = useAdminCompanies(q, page);

  const search = (event: FormEvent) => {
    event.preventDefault();
    setParams(draft.trim() ? { q: draft.trim() } : {});
  };
  const pageLink = (to: number) =>
    `?${new URLSearchParams({ ...(q ? { q } : {}), page: String(to) })}`;

  return (
    <div className="flex flex-col gap-4">
      <form role="search" onSubmit={search} className="flex gap-2 sm:max-w-md">
        <Input
          label={<span className="sr-only">Search companies</span>}
          placeholder="Name or tax id"
          value={draft}
          containerClassName="flex-1"
          onChange={(event) => setDraft(event.target.value)}
        />
        <Button type="submit" variant="secondary">
          <Search aria-hidden />
          Search
        </Button>
      </form>
      {companies.isPending ? (
        <Spinner label="Loading the companies..." showLabel />
      ) : companies.isError ? (
        <LoadError
          what="The companies"
          error={companies.error}
          onRetry={() => void companies.refetch()}
        />
      ) : companies.data.companies.length === 0 ? (
        <EmptyState
          icon={Building2}
          title={q ? 'No company matches.' : 'No companies yet.'}
          text={
            q
              ? 'Try part of the name or the tax id.'
              : 'Customers create their company from their account.'
          }
        />
      ) : (
        <>
          <Table>
            <TableCaption>Companies</TableCaption>
            <TableHead>
              <TableRow>
                <TableHeaderCell>Company</TableHeaderCell>
                <TableHeaderCell className="max-sm:hidden">Tax id</TableHeaderCell>
                <TableHeaderCell>Members</TableHeaderCell>
                <TableHeaderCell>To verify</TableHeaderCell>
                <TableHeaderCell className="max-md:hidden">Since</TableHeaderCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {companies.data.companies.map((company) => (
                <TableRow key={company.id}>
                  <TableCell>
                    <Link
                      to={`/admin/companies/${company.id}`}
                      className="font-medium text-glow-700 hover:underline"
                    >
                      {company.name}
                    </Link>
                  </TableCell>
                  <TableCell className="max-sm:hidden">{company.tax_id ?? '—'}</TableCell>
                  <TableCell>{company.members}</TableCell>
                  <TableCell>
                    {company.pending_memberships > 0 ? (
                      <span className="inline-flex rounded-full bg-amber-50 px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap text-amber-900 ring-1 ring-amber-200">
                        {company.pending_memberships} pending
                      </span>
                    ) : (
                      '—'
                    )}
                  </TableCell>
                  <TableCell className="whitespace-nowrap max-md:hidden">
                    {date.format(new Date(company.created_at))}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <Pagination
            page={page}
            pageCount={Math.ceil(companies.data.total / companies.data.per_page)}
            to={pageLink}
          />
        </>
      )}
    </div>
  );
}
