import { DocumentTitle } from '../../../components/document-title';
import { AddressForm } from '../../../features/account';
import { CompanyPage } from '../../../features/company';

/** `/dashboard-client/company`: the customer's trade account, or the form to create one. */
function CompanyRoute() {
  return (
    <>
      <DocumentTitle title="Company" />
      <CompanyPage addressForm={AddressForm} />
    </>
  );
}

export { CompanyRoute as Component };
