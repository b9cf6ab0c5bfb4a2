import { zodResolver } from '@hookform/resolvers/zod';
import {
  COMPANY_ROLE_LABELS,
  formatDollars,
  RefuseMembershipRequestSchema,
  type AdminCompany,
  type Association,
} from '@backlit/domain';
import { Check, UserMinus, X } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { CompanyGroup } from './company-group';
import { CompanyTermsPanel } from './company-terms';
import { CompanyDetailsForm } from '../../../components/company-details-form';
import { MembershipBadge } from '../../../components/membership-badge';
import { PostalAddress } from '../../../components/postal-address';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent } from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeaderCell,
  TableRow,
} from '../../../components/ui/table';
import { toast } from '../../../components/ui/toast';
import { errorMessage, showServerErrors } from '../../../lib/server-errors';
import {
  useRemoveCompanyMember,
  useReviewMembership,
  useUpdateAdminCompany,
} from '../api/companies';

const date = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
const card = 'rounded-xl border border-slate-200 bg-white p-5';

/**
 * A company as staff handle it: its name and tax id, the memberships it states (verify, or
 * refuse with a reason; the company's admins are e-mailed), its members, addresses and open
 * invitations.
 */
export function CompanyDetail({ company }: { company: AdminCompany }) {
  const update = useUpdateAdminCompany(company.id);
  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="details" className={card}>
        <h2 id="details" className="mb-4 text-lg font-semibold text-slate-900">
          Details
        </h2>
        <CompanyDetailsForm
          key={`${company.name}|${company.tax_id}`}
          submitLabel="Save company"
          defaultValues={company}
          onSubmit={async (values) => {
            await update.mutateAsync({ name: values.name, tax_id: values.tax_id ?? '' });
            toast.success('Company saved.');
          }}
        />
        <p className="mt-3 text-xs text-slate-500">
          Created {date.format(new Date(company.created_at))}
        </p>
        {/* Set by the company's own admin; staff see it to explain a buyer's held order. */}
        <p className="mt-1 text-xs text-slate-500">
          {company.approval_limit === null
            ? 'Buyers’ orders need no approval.'
            : `Buyers’ orders over ${formatDollars(company.approval_limit)} wait for an approval by the company’s admin.`}
        </p>
      </section>
      <Memberships company={company} />
      <CompanyGroup company={company} className={card} />
      <CompanyTermsPanel companyId={company.id} className={card} />
      <Members company={company} />
      <section aria-labelledby="addresses" className={card}>
        <h2 id="addresses" className="mb-4 text-lg font-semibold text-slate-900">
          Addresses
        </h2>
        {company.addresses.length === 0 ? (
          <p className="text-sm text-slate-600">No shared address.</p>
        ) : (
          <ul className="grid gap-4 md:grid-cols-2">
            {company.addresses.map((address) => (
              <li key={address.id} className="rounded-lg border border-slate-200 p-4 text-sm">
                {address.label && (
                  <p className="mb-1 font-semibold text-slate-900">{address.label}</p>
                )}
                <PostalAddress address={address} className="text-slate-700" />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function Memberships({ company }: { company: AdminCompany }) {
  const review = useReviewMembership(company.id);
  const [refusing, setRefusing] = useState<Association>();
  const verify = (association: Association) =>
    review.mutate(
      { association },
      {
        onSuccess: () => toast.success(`${association} membership verified.`),
        onError: (error) => toast.error(errorMessage(error)),
      },
    );
  return (
    <section aria-labelledby="memberships" className={card}>
      <h2 id="memberships" className="text-lg font-semibold text-slate-900">
        Trade association memberships
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Check each number with the association. The company&apos;s admins are e-mailed either way.
      </p>
      {company.memberships.length === 0 ? (
        <p className="mt-4 text-sm text-slate-600">None stated.</p>
      ) : (
        <ul className="mt-4 divide-y divide-slate-200 rounded-lg border border-slate-200">
          {company.memberships.map((membership) => (
            <li
              key={membership.association}
              className="flex flex-wrap items-center justify-between gap-3 px-4 py-3"
            >
              <div className="min-w-0">
                <p className="font-medium text-slate-900">
                  {membership.association}{' '}
                  <span className="font-normal text-slate-600">No. {membership.member_number}</span>
                </p>
                {membership.reason && (
                  <p className="mt-1 text-sm text-red-700">Reason: {membership.reason}</p>
                )}
              </div>
              <div className="flex flex-wrap items-center gap-2">
                <MembershipBadge status={membership.status} />
                {membership.status !== 'verified' && (
                  <Button
                    size="sm"
                    disabled={review.isPending}
                    aria-label={`Verify ${membership.association}`}
                    onClick={() => verify(membership.association)}
                  >
                    <Check aria-hidden />
                    Verify
                  </Button>
                )}
                {membership.status !== 'refused' && (
                  <Button
                    size="sm"
                    variant="secondary"
                    disabled={review.isPending}
                    aria-label={`Refuse ${membership.association}`}
                    onClick={() => setRefusing(membership.association)}
                  >
                    <X aria-hidden />
                    Refuse
                  </Button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      <Dialog
        open={refusing !== undefined}
        onOpenChange={(open) => !open && setRefusing(undefined)}
      >
        {refusing && (
          <DialogContent
            title={`Refuse the ${refusing} membership?`}
            description="Say why: the reason is e-mailed to the company's admins and shown on their company page."
          >
            <RefuseForm
              onSubmit={async (reason) => {
                await review.mutateAsync({ association: refusing, reason });
                toast.success(`${refusing} membership refused.`);
                setRefusing(undefined);
              }}
            />
          </DialogContent>
        )}
      </Dialog>
    </section>
  );
}

function RefuseForm({ onSubmit }: { onSubmit: (reason: string) => Promise<unknown> }) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<{ reason: string }>({
    resolver: zodResolver(RefuseMembershipRequestSchema),
    defaultValues: { reason: '' },
  });
  const submit = handleSubmit(async ({ reason }) => {
    try {
      await onSubmit(reason);
    } catch (error) {
      showServerErrors(error, setError, ['reason']);
    }
  });
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <Input
        label="Reason"
        error={errors.reason?.message ?? errors.root?.server?.message}
        {...register('reason')}
      />
      <div className="flex justify-end gap-2">
        <DialogClose asChild>
          <Button variant="secondary">Cancel</Button>
        </DialogClose>
        <Button type="submit" variant="danger" disabled={isSubmitting}>
          {isSubmitting ? 'Refusing…' : 'Refuse membership'}
        </Button>
      </div>
    </form>
  );
}

function Members({ company }: { company: AdminCompany }) {
  const remove = useRemoveCompanyMember(company.id);
  const [removing, setRemoving] = useState<{ userId: number; name: string }>();
  return (
    <section aria-labelledby="members" className={card}>
      <h2 id="members" className="mb-4 text-lg font-semibold text-slate-900">
        Members
      </h2>
      <Table>
        <TableCaption>Members of {company.name}</TableCaption>
        <TableHead>
          <TableRow>
            <TableHeaderCell>Name</TableHeaderCell>
            <TableHeaderCell className="max-sm:hidden">E-mail</TableHeaderCell>
            <TableHeaderCell>Role</TableHeaderCell>
            <TableHeaderCell className="max-md:hidden">Joined</TableHeaderCell>
            <TableHeaderCell>
              <span className="sr-only">Actions</span>
            </TableHeaderCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {company.members.map((member) => (
            <TableRow key={member.user_id}>
              <TableCell className="font-medium text-slate-900">
                {member.name}
                <span className="block text-xs font-normal break-all text-slate-500 sm:hidden">
                  {member.email}
                </span>
              </TableCell>
              <TableCell className="break-all max-sm:hidden">{member.email}</TableCell>
              <TableCell>{COMPANY_ROLE_LABELS[member.role]}</TableCell>
              <TableCell className="whitespace-nowrap max-md:hidden">
                {date.format(new Date(member.joined_at))}
              </TableCell>
              <TableCell className="text-right">
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`Remove ${member.name} from the company`}
                  onClick={() => setRemoving({ userId: member.user_id, name: member.name })}
                >
                  <UserMinus aria-hidden className="text-red-600" />
                  <span className="max-sm:sr-only">Remove</span>
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {company.invitations.length > 0 && (
        <p className="mt-3 text-sm text-slate-600">
          Invited:{' '}
          {company.invitations
            .map((invitation) => `${invitation.email} (${COMPANY_ROLE_LABELS[invitation.role]})`)
            .join(', ')}
        </p>
      )}
      <Dialog
        open={removing !== undefined}
        onOpenChange={(open) => !open && setRemoving(undefined)}
      >
        {removing && (
          <DialogContent
            title={`Remove ${removing.name} from ${company.name}?`}
            description="They keep their account and their own orders, but no longer buy for the company."
            footer={
              <>
                <DialogClose asChild>
                  <Button variant="secondary" disabled={remove.isPending}>
                    Cancel
                  </Button>
                </DialogClose>
                <Button
                  variant="danger"
                  disabled={remove.isPending}
                  onClick={() =>
                    remove.mutate(removing.userId, {
                      onSuccess: () => toast.success('Member removed.'),
                      onError: (error) => toast.error(errorMessage(error)),
                      onSettled: () => setRemoving(undefined),
                    })
                  }
                >
                  Remove
                </Button>
              </>
            }
          />
        )}
      </Dialog>
    </section>
  );
}
