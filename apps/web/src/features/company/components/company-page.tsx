import { zodResolver } from '@hookform/resolvers/zod';
import {
  ASSOCIATIONS,
  COMPANY_ROLE_LABELS,
  formatDollars,
  InviteMemberRequestSchema,
  MembershipClaimRequestSchema,
  type Address,
  type AddressValues,
  type Company,
  type CompanyRole,
  type InviteMemberRequest,
  type MembershipClaimRequest,
} from '@backlit/domain';
import { Building2, LogOut, MapPin, Pencil, Plus, Send, Trash2, UserMinus, X } from 'lucide-react';
import { useState, type ComponentType } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { CompanyDetailsForm } from '../../../components/company-details-form';
import { MembershipBadge } from '../../../components/membership-badge';
import { OrderStatusBadge } from '../../../components/order-status-badge';
import { PostalAddress } from '../../../components/postal-address';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent } from '../../../components/ui/dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { Input } from '../../../components/ui/input';
import { LoadError } from '../../../components/ui/load-error';
import { Select } from '../../../components/ui/select';
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
import { toast } from '../../../components/ui/toast';
import { errorMessage, showServerErrors } from '../../../lib/server-errors';
import {
  useChangeRole,
  useClaimMembership,
  useCompany,
  useCompanyOrders,
  useCreateCompany,
  useDeleteCompanyAddress,
  useInviteMember,
  useRemoveMember,
  useRevokeInvitation,
  useSaveCompanyAddress,
  useUpdateCompany,
  useWithdrawMembership,
} from '../api/company';
import { CompanySender } from './company-sender';
import { OrderApprovals } from './order-approvals';
import { TaxCertificates } from './tax-certificates';
import { CompanyTermsSection } from './company-terms';

const date = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

const card = 'rounded-xl border border-slate-200 bg-white p-6 shadow-xs';

function Section({
  id,
  title,
  text,
  children,
}: {
  id: string;
  title: string;
  text?: string;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={card}>
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {text && <p className="mt-1 max-w-2xl text-sm text-slate-600">{text}</p>}
      <div className="mt-4 flex flex-col gap-4">{children}</div>
    </section>
  );
}

/**
 * `/dashboard-client/company`: the customer's trade account. Without one, a form to create it;
 * with one, its details, order approvals, members and invitations, shared addresses, association
 * memberships and orders. What only the admin may change is shown to buyers read-only.
 */
/** The address book's form, which the account feature owns; the page is given it. */
export type AddressFormComponent = ComponentType<{
  address?: Address;
  onSubmit: (values: AddressValues) => Promise<unknown>;
}>;

export function CompanyPage({ addressForm }: { addressForm: AddressFormComponent }) {
  const company = useCompany();
  if (company.isPending) return <Spinner label="Loading your company" />;
  if (company.isError) {
    return (
      <LoadError what="Your company" error={company.error} onRetry={() => void company.refetch()} />
    );
  }
  if (!company.data) return <CreateCompany />;
  return <CompanyView company={company.data} addressForm={addressForm} />;
}

function CreateCompany() {
  const create = useCreateCompany();
  return (
    <Section
      id="create-company"
      title="Create a company account"
      text="Buy together with your colleagues: invite them by e-mail, share your company's addresses, and see all of its orders. Trade association members (GIGA, EDPA, ASI) can have their membership verified here."
    >
      <CompanyDetailsForm
        submitLabel="Create company"
        icon={<Building2 aria-hidden />}
        onSubmit={async (values) => {
          await create.mutateAsync({ name: values.name, tax_id: values.tax_id ?? '' });
          toast.success('Company created.');
        }}
      />
    </Section>
  );
}

function CompanyView({
  company,
  addressForm,
}: {
  company: Company;
  addressForm: AddressFormComponent;
}) {
  const admin = company.my_role === 'admin';
  const update = useUpdateCompany();
  const [editing, setEditing] = useState(false);
  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="company-heading" className={card}>
        <div className="flex flex-wrap items-start justify-between gap-4">
          <div>
            <h2 id="company-heading" className="text-xl font-semibold text-slate-900">
              {company.name}
            </h2>
            <p className="mt-1 text-sm text-slate-600">
              {company.tax_id ? `Tax id ${company.tax_id} · ` : ''}You are its{' '}
              {COMPANY_ROLE_LABELS[company.my_role].toLowerCase()}.
            </p>
          </div>
          {admin && !editing && (
            <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
              <Pencil aria-hidden />
              Edit details
            </Button>
          )}
        </div>
        {editing && (
          <div className="mt-4">
            <CompanyDetailsForm
              submitLabel="Save details"
              defaultValues={company}
              onSubmit={async (values) => {
                await update.mutateAsync({ name: values.name, tax_id: values.tax_id ?? '' });
                toast.success('Company details saved.');
                setEditing(false);
              }}
            />
          </div>
        )}
      </section>
      <CompanyTermsSection admin={admin} />
      <OrderApprovals company={company} />
      <Memberships company={company} />
      <TaxCertificates admin={admin} />
      <CompanySender admin={admin} />
      <Members company={company} />
      <CompanyAddresses company={company} addressForm={addressForm} />
      <CompanyOrders admin={admin} />
    </div>
  );
}

// --- members ---------------------------------------------------------------------------------

function Members({ company }: { company: Company }) {
  const admin = company.my_role === 'admin';
  const changeRole = useChangeRole();
  const revoke = useRevokeInvitation();
  const [removing, setRemoving] = useState<{ userId: number; name: string; me: boolean }>();
  const remove = useRemoveMember();

  const setRole = (userId: number, role: CompanyRole) =>
    changeRole.mutate(
      { userId, role },
      {
        onSuccess: () => toast.success('Role changed.'),
        onError: (error) => toast.error(errorMessage(error)),
      },
    );

  return (
    <Section
      id="members-heading"
      title="Members"
      text="The admin invites and removes colleagues and manages the company; buyers order for it with its addresses and see their own orders."
    >
      <Table>
        <TableCaption>Members of {company.name}</TableCaption>
        <TableHead>
          <TableRow>
            <TableHeaderCell>Name</TableHeaderCell>
            <TableHeaderCell className="max-sm:hidden">E-mail</TableHeaderCell>
            <TableHeaderCell>Role</TableHeaderCell>
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
              <TableCell>
                {admin ? (
                  <Select
                    label={`Role of ${member.name}`}
                    hideLabel
                    containerClassName="min-w-28"
                    value={member.role}
                    disabled={changeRole.isPending}
                    onChange={(event) => setRole(member.user_id, event.target.value as CompanyRole)}
                  >
                    <option value="admin">Admin</option>
                    <option value="buyer">Buyer</option>
                  </Select>
                ) : (
                  COMPANY_ROLE_LABELS[member.role]
                )}
              </TableCell>
              <TableCell className="text-right">
                {admin && member.user_id !== company.my_user_id && (
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={`Remove ${member.name}`}
                    onClick={() =>
                      setRemoving({ userId: member.user_id, name: member.name, me: false })
                    }
                  >
                    <UserMinus aria-hidden className="text-red-600" />
                    <span className="max-sm:sr-only">Remove</span>
                  </Button>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {/* Anyone may leave; the company's last admin is told to make someone else admin first. */}
      <LeaveButton
        onLeave={() => setRemoving({ userId: company.my_user_id, name: company.name, me: true })}
      />
      {admin && <InviteForm />}
      {admin && company.invitations.length > 0 && (
        <div>
          <h3 className="text-sm font-semibold text-slate-900">Open invitations</h3>
          <ul className="mt-2 divide-y divide-slate-200 rounded-lg border border-slate-200">
            {company.invitations.map((invitation) => (
              <li
                key={invitation.id}
                className="flex flex-wrap items-center justify-between gap-2 px-4 py-3 text-sm"
              >
                <span className="break-all text-slate-900">
                  {invitation.email}
                  <span className="ml-2 text-slate-500">
                    {COMPANY_ROLE_LABELS[invitation.role]} · until{' '}
                    {date.format(new Date(invitation.expires_at))}
                  </span>
                </span>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`Withdraw the invitation of ${invitation.email}`}
                  disabled={revoke.isPending}
                  onClick={() =>
                    revoke.mutate(invitation.id, {
                      onSuccess: () => toast.success('Invitation withdrawn.'),
                      onError: (error) => toast.error(errorMessage(error)),
                    })
                  }
                >
                  <X aria-hidden />
                  Withdraw
                </Button>
              </li>
            ))}
          </ul>
        </div>
      )}
      <Dialog
        open={removing !== undefined}
        onOpenChange={(open) => !open && setRemoving(undefined)}
      >
        {removing && (
          <DialogContent
            title={removing.me ? `Leave ${removing.name}?` : `Remove ${removing.name}?`}
            description={
              removing.me
                ? 'You will no longer see its addresses or order for it. Your own orders stay yours.'
                : 'They keep their account and their own orders, but no longer buy for the company.'
            }
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
                  onClick={() => {
                    remove.mutate(removing.userId, {
                      onSuccess: (answer) => toast.success(answer.message ?? 'Done.'),
                      onError: (error) => toast.error(errorMessage(error)),
                      onSettled: () => setRemoving(undefined),
                    });
                  }}
                >
                  {removing.me ? 'Leave' : 'Remove'}
                </Button>
              </>
            }
          />
        )}
      </Dialog>
    </Section>
  );
}

function LeaveButton({ onLeave }: { onLeave: () => void }) {
  return (
    <Button variant="secondary" size="sm" className="self-start" onClick={onLeave}>
      <LogOut aria-hidden />
      Leave the company
    </Button>
  );
}

function InviteForm() {
  const invite = useInviteMember();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<InviteMemberRequest>({
    resolver: zodResolver(InviteMemberRequestSchema),
    defaultValues: { email: '', role: 'buyer' },
  });
  const submit = handleSubmit(async (values) => {
    try {
      const answer = await invite.mutateAsync(values);
      toast.success(answer.message ?? 'Invitation sent.');
      reset();
    } catch (error) {
      showServerErrors(error, setError, ['email', 'role']);
    }
  });
  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label="Invite a colleague"
      className="grid gap-3 rounded-lg bg-slate-50 p-4 sm:grid-cols-[1fr_10rem_auto] sm:items-start"
    >
      <Input
        type="email"
        label="Invite a colleague by e-mail"
        autoComplete="off"
        error={errors.email?.message ?? errors.root?.server?.message}
        {...register('email')}
      />
      <Select label="As" error={errors.role?.message} {...register('role')}>
        <option value="buyer">Buyer</option>
        <option value="admin">Admin</option>
      </Select>
      <Button type="submit" className="sm:mt-6.5" disabled={isSubmitting}>
        <Send aria-hidden />
        {isSubmitting ? 'Sending…' : 'Send invitation'}
      </Button>
    </form>
  );
}

// --- addresses -------------------------------------------------------------------------------

function CompanyAddresses({
  company,
  addressForm: AddressForm,
}: {
  company: Company;
  addressForm: AddressFormComponent;
}) {
  const admin = company.my_role === 'admin';
  const save = useSaveCompanyAddress();
  const remove = useDeleteCompanyAddress();
  const [editing, setEditing] = useState<{ address?: Address } | null>(null);
  return (
    <Section
      id="company-addresses-heading"
      title="Company addresses"
      text="Every member can pick these at checkout, beside their own addresses."
    >
      {admin && (
        <Button className="self-start" onClick={() => setEditing({})}>
          <Plus aria-hidden />
          Add address
        </Button>
      )}
      {company.addresses.length === 0 ? (
        <EmptyState
          icon={MapPin}
          title="No company addresses yet"
          text={
            admin
              ? 'Add the offices and warehouses your team ships to.'
              : "Your company's admin can add the addresses you all ship to."
          }
        />
      ) : (
        <ul aria-label="Company addresses" className="grid gap-4 md:grid-cols-2">
          {company.addresses.map((address) => (
            <li
              key={address.id}
              className="flex flex-col gap-3 rounded-xl border border-slate-200 p-5"
            >
              <h3 className="font-semibold text-slate-900">
                {address.label ?? `${address.firstname} ${address.lastname}`}
              </h3>
              <PostalAddress address={address} className="text-sm text-slate-700" />
              {admin && (
                <div className="mt-auto flex flex-wrap gap-2">
                  <Button size="sm" variant="secondary" onClick={() => setEditing({ address })}>
                    <Pencil aria-hidden />
                    Edit
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    disabled={remove.isPending}
                    aria-label={`Delete ${address.label ?? address.streetaddress}`}
                    onClick={() =>
                      remove.mutate(address.id, {
                        onSuccess: () => toast.success('Address deleted.'),
                        onError: (error) => toast.error(errorMessage(error)),
                      })
                    }
                  >
                    <Trash2 aria-hidden />
                    Delete
                  </Button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      <Dialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)}>
        {editing && (
          <DialogContent title={editing.address ? 'Edit company address' : 'Add a company address'}>
            <AddressForm
              address={editing.address}
              onSubmit={async (body) => {
                await save.mutateAsync({ id: editing.address?.id, body });
                toast.success(editing.address ? 'Address updated.' : 'Address saved.');
                setEditing(null);
              }}
            />
          </DialogContent>
        )}
      </Dialog>
    </Section>
  );
}

// --- memberships -----------------------------------------------------------------------------

function Memberships({ company }: { company: Company }) {
  const admin = company.my_role === 'admin';
  const withdraw = useWithdrawMembership();
  return (
    <Section
      id="memberships-heading"
      title="Trade association memberships"
      text="State your GIGA, EDPA or ASI member number; we check it and e-mail the company's admin. Only a verified membership counts for trade prices."
    >
      {company.memberships.length === 0 ? (
        <p className="text-sm text-slate-600">No membership stated yet.</p>
      ) : (
        <ul
          aria-label="Memberships"
          className="divide-y divide-slate-200 rounded-lg border border-slate-200"
        >
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
                {membership.status === 'refused' && membership.reason && (
                  <p className="mt-1 text-sm text-red-700">Reason: {membership.reason}</p>
                )}
              </div>
              <div className="flex items-center gap-2">
                <MembershipBadge status={membership.status} />
                {admin && (
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={`Withdraw the ${membership.association} membership`}
                    disabled={withdraw.isPending}
                    onClick={() =>
                      withdraw.mutate(membership.association, {
                        onSuccess: () => toast.success('Membership withdrawn.'),
                        onError: (error) => toast.error(errorMessage(error)),
                      })
                    }
                  >
                    <X aria-hidden />
                  </Button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      {admin && <ClaimForm />}
    </Section>
  );
}

function ClaimForm() {
  const claim = useClaimMembership();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<MembershipClaimRequest>({
    resolver: zodResolver(MembershipClaimRequestSchema),
    defaultValues: { association: 'EDPA', member_number: '' },
  });
  const submit = handleSubmit(async (values) => {
    try {
      await claim.mutateAsync(values);
      toast.success('Membership sent for verification.');
      reset();
    } catch (error) {
      showServerErrors(error, setError, ['association', 'member_number']);
    }
  });
  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label="State a membership"
      className="grid gap-3 rounded-lg bg-slate-50 p-4 sm:grid-cols-[10rem_1fr_auto] sm:items-start"
    >
      <Select label="Association" error={errors.association?.message} {...register('association')}>
        {ASSOCIATIONS.map((association) => (
          <option key={association} value={association}>
            {association}
          </option>
        ))}
      </Select>
      <Input
        label="Member number"
        autoComplete="off"
        error={errors.member_number?.message ?? errors.root?.server?.message}
        {...register('member_number')}
      />
      <Button type="submit" className="sm:mt-6.5" disabled={isSubmitting}>
        <Send aria-hidden />
        {isSubmitting ? 'Sending…' : 'Send for verification'}
      </Button>
    </form>
  );
}

// --- orders ----------------------------------------------------------------------------------

function CompanyOrders({ admin }: { admin: boolean }) {
  const [page, setPage] = useState(1);
  const orders = useCompanyOrders(page, true);
  return (
    <Section
      id="company-orders-heading"
      title={admin ? 'Company orders' : 'Your orders for the company'}
      text={
        admin
          ? 'Every order placed by a member while in the company.'
          : 'The orders you placed while in the company; its admin sees them too.'
      }
    >
      {orders.isPending ? (
        <Spinner label="Loading the orders" />
      ) : orders.isError ? (
        <LoadError what="The orders" error={orders.error} onRetry={() => void orders.refetch()} />
      ) : orders.data.orders.length === 0 ? (
        <p className="text-sm text-slate-600">No orders yet.</p>
      ) : (
        <>
          <Table>
            <TableCaption>Orders of the company</TableCaption>
            <TableHead>
              <TableRow>
                <TableHeaderCell>Order</TableHeaderCell>
                <TableHeaderCell className="max-sm:hidden">Date</TableHeaderCell>
                <TableHeaderCell>Buyer</TableHeaderCell>
                <TableHeaderCell className="max-sm:hidden">Status</TableHeaderCell>
                <TableHeaderCell className="text-right">Total</TableHeaderCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {orders.data.orders.map((order) => (
                <TableRow key={order.id}>
                  <TableCell>
                    <Link
                      to={`/dashboard-client/orders/${order.id}`}
                      className="font-medium text-glow-700 underline underline-offset-2"
                    >
                      {order.tracking_no}
                    </Link>
                  </TableCell>
                  <TableCell className="whitespace-nowrap max-sm:hidden">
                    {date.format(new Date(order.created_at))}
                  </TableCell>
                  <TableCell>{order.buyer}</TableCell>
                  <TableCell className="max-sm:hidden">
                    <OrderStatusBadge status={order.status} onAccount={order.on_account} />
                  </TableCell>
                  <TableCell className="text-right whitespace-nowrap">
                    {formatDollars(order.total)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          {orders.data.total > orders.data.per_page && (
            <div className="flex gap-2">
              <Button
                variant="secondary"
                size="sm"
                disabled={page === 1}
                onClick={() => setPage(page - 1)}
              >
                Newer
              </Button>
              <Button
                variant="secondary"
                size="sm"
                disabled={page * orders.data.per_page >= orders.data.total}
                onClick={() => setPage(page + 1)}
              >
                Older
              </Button>
            </div>
          )}
        </>
      )}
    </Section>
  );
}
