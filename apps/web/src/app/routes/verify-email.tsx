import { useSearchParams } from 'react-router';
import { DocumentTitle } from '../../components/document-title';
import { VerifyEmailStatus } from '../../features/auth';

/** `/verify-email?token=…`: the link that confirms an account's address. */
function VerifyEmailPage() {
  const [params] = useSearchParams();
  return (
    <div className="mx-auto max-w-2xl px-4 py-16 sm:px-6">
      <DocumentTitle title="Confirm your e-mail address" />
      <h1 className="mb-8 text-center text-2xl font-bold text-slate-900">
        Confirm your e-mail address
      </h1>
      <VerifyEmailStatus token={params.get('token') ?? ''} />
    </div>
  );
}

export { VerifyEmailPage as Component };
