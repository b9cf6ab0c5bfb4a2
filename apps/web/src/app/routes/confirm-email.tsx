import { useSearchParams } from 'react-router';
import { DocumentTitle } from '../../components/document-title';
import { ConfirmEmailStatus } from '../../features/account';

/** `/confirm-email?token=…`: the link of the e-mail sent to a new address. */
function ConfirmEmailPage() {
  const [params] = useSearchParams();
  return (
    <div className="mx-auto max-w-2xl px-4 py-16 sm:px-6">
      <DocumentTitle title="Confirm your e-mail" />
      <h1 className="mb-8 text-center text-2xl font-bold text-slate-900">Confirm your e-mail</h1>
      <ConfirmEmailStatus token={params.get('token') ?? ''} />
    </div>
  );
}

export { ConfirmEmailPage as Component };
