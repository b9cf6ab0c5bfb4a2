import { ACCOUNT_COMPANY_PATH, checkoutPath, formatDollars } from '@backlit/domain';
import { BadgeCheck, Hourglass } from 'lucide-react';
import { Link } from 'react-router';
import { useApprovals } from '../api/approvals';
import { useCompany } from '../api/company';

/**
 * On the account's dashboard, what waits on someone in the company's order approvals: for its
 * admin, buyers' orders to answer; for a buyer, their own order waiting, or approved and ready to
 * be placed. Nothing for someone in no company, or when nothing waits.
 */
export function ApprovalsWaiting() {
  const company = useCompany();
  const inCompany = Boolean(company.data);
  const approvals = useApprovals(inCompany);
  if (!company.data || !approvals.data) return null;
  const { approvals: requests } = approvals.data;
  if (company.data.my_role === 'admin') {
    const pending = requests.filter((request) => request.status === 'pending').length;
    if (pending === 0) return null;
    return (
      <Notice icon={<Hourglass aria-hidden className="size-5 shrink-0" />}>
        <p className="font-semibold">
          {pending === 1
            ? 'A buyer’s order waits for your approval.'
            : `${pending} buyers’ orders wait for your approval.`}
        </p>
        <Link to={ACCOUNT_COMPANY_PATH} className="font-medium underline underline-offset-2">
          Approve or decline on the company page
        </Link>
      </Notice>
    );
  }
  const approved = requests.find((request) => request.status === 'approved');
  if (approved) {
    return (
      <Notice icon={<BadgeCheck aria-hidden className="size-5 shrink-0" />}>
        <p className="font-semibold">
          Your order of {formatDollars(approved.subtotal)} was approved: you can place it now.
        </p>
        <Link
          to={checkoutPath(approved.quote?.id)}
          className="font-medium underline underline-offset-2"
        >
          Go to checkout
        </Link>
      </Notice>
    );
  }
  const pending = requests.find((request) => request.status === 'pending');
  if (!pending) return null;
  return (
    <Notice icon={<Hourglass aria-hidden className="size-5 shrink-0" />}>
      <p className="font-semibold">
        Your order of {formatDollars(pending.subtotal)} waits for your company admin’s approval.
      </p>
      <Link to={ACCOUNT_COMPANY_PATH} className="font-medium underline underline-offset-2">
        See your requests
      </Link>
    </Notice>
  );
}

function Notice({ icon, children }: { icon: React.ReactNode; children: React.ReactNode }) {
  return (
    <section
      aria-label="Order approvals"
      className="flex items-start gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-950"
    >
      {icon}
      <div className="flex flex-col gap-1">{children}</div>
    </section>
  );
}
