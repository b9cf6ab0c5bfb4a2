import { Building2 } from 'lucide-react';
import { Link } from 'react-router';
import { PostalAddress } from '../../../components/postal-address';
import { useCompany } from '../api/company';

/**
 * The company's shared addresses beside the member's own address book, read-only: the company's
 * admin keeps them on the company page. Nothing shows without a company.
 */
export function SharedCompanyAddresses() {
  const { data: company } = useCompany();
  if (!company || company.addresses.length === 0) return null;
  return (
    <section aria-labelledby="shared-addresses-heading" className="mt-8 flex flex-col gap-4">
      <div>
        <h3
          id="shared-addresses-heading"
          className="flex items-center gap-2 font-semibold text-slate-900"
        >
          <Building2 aria-hidden className="size-4.5 text-glow-700" />
          Shared by {company.name}
        </h3>
        <p className="mt-1 text-sm text-slate-600">
          Checkout offers these too.{' '}
          {company.my_role === 'admin' ? (
            <Link
              to="/dashboard-client/company"
              className="text-glow-700 underline underline-offset-2"
            >
              Manage them on the company page
            </Link>
          ) : (
            "Your company's admin keeps them."
          )}
        </p>
      </div>
      <ul aria-label={`Addresses shared by ${company.name}`} className="grid gap-4 md:grid-cols-2">
        {company.addresses.map((address) => (
          <li key={address.id} className="rounded-xl border border-slate-200 bg-slate-50 p-5">
            <p className="mb-2 font-semibold text-slate-900">
              {address.label ?? `${address.firstname} ${address.lastname}`}
            </p>
            <PostalAddress address={address} className="text-sm text-slate-700" />
          </li>
        ))}
      </ul>
    </section>
  );
}
