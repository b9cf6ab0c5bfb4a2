import { useSearchParams } from 'react-router';
import { DocumentTitle } from '../../components/document-title';
import { InvitationView } from '../../features/company';

/** `/company-invitation?token=…`: the link of an invitation to join a company. */
function CompanyInvitationPage() {
  const [params] = useSearchParams();
  return (
    <div className="mx-auto max-w-2xl px-4 py-16 sm:px-6">
      <DocumentTitle title="Company invitation" />
      <h1 className="mb-8 text-center text-2xl font-bold text-slate-900">Company invitation</h1>
      <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-xs">
        <InvitationView token={params.get('token') ?? ''} />
      </div>
    </div>
  );
}

export { CompanyInvitationPage as Component };
