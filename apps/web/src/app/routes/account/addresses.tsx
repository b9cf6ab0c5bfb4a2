import { DocumentTitle } from '../../../components/document-title';
import { AddressBook } from '../../../features/account';
import { SharedCompanyAddresses } from '../../../features/company';

/**
 * `/dashboard-client/addresses`: the address book that pre-fills checkout, and the addresses the
 * customer's company shares.
 */
function AddressesPage() {
  return (
    <section
      aria-labelledby="addresses-heading"
      className="rounded-xl border border-slate-200 bg-white p-6 shadow-xs"
    >
      <DocumentTitle title="Addresses" />
      <h2 id="addresses-heading" className="mb-4 text-lg font-semibold text-slate-900">
        Addresses
      </h2>
      <AddressBook />
      <SharedCompanyAddresses />
    </section>
  );
}

export { AddressesPage as Component };
