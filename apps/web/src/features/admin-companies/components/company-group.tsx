import type { AdminCompany } from '@backlit/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Select } from '../../../components/ui/select';
import { toast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/server-errors';
import { useCustomerGroups, useSetCompanyGroup } from '../api/customer-groups';

/**
 * The company's customer group: the trade prices its members see and pay. A verified membership
 * places a company in its association's group on its own; staff choose here otherwise.
 */
export function CompanyGroup({ company, className }: { company: AdminCompany; className: string }) {
  const groups = useCustomerGroups();
  const setGroup = useSetCompanyGroup(company.id);
  const current = company.customer_group?.id ?? null;
  const [chosen, setChosen] = useState<string>(String(current ?? ''));
  const save = () =>
    setGroup.mutate(chosen === '' ? null : Number(chosen), {
      onSuccess: () => toast.success('Customer group saved.'),
      onError: (error) => toast.error(errorMessage(error)),
    });
  return (
    <section aria-labelledby="customer-group" className={className}>
      <h2 id="customer-group" className="text-lg font-semibold text-slate-900">
        Customer group
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Its members see and pay the group&apos;s trade prices.{' '}
        <Link to="/admin/customer-groups" className="font-semibold text-glow-700 hover:underline">
          Edit the groups
        </Link>
      </p>
      <div className="mt-4 flex flex-wrap items-end gap-3">
        <Select
          label="Group"
          containerClassName="min-w-64"
          value={chosen}
          onChange={(event) => setChosen(event.target.value)}
          disabled={groups.isPending}
        >
          <option value="">None: list prices</option>
          {(groups.data ?? []).map((group) => (
            <option key={group.id} value={group.id}>
              {group.name}
              {group.active ? '' : ' (inactive)'}
            </option>
          ))}
        </Select>
        <Button onClick={save} disabled={setGroup.isPending || chosen === String(current ?? '')}>
          Save group
        </Button>
      </div>
    </section>
  );
}
