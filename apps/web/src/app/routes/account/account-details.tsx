import { DocumentTitle } from '../../../components/document-title';
import { ChangePasswordForm, useCurrentUser } from '../../../features/auth';

function AccountDetailsPage() {
  const { data: user } = useCurrentUser();
  // The guard above has the user; the page renders nothing in the instant it might not.
  if (!user) return null;
  const details = [
    ['Username', user.username],
    ['Email', user.email],
    ['Name', `${user.firstname} ${user.lastname}`.trim()],
  ] as const;

  return (
    <div className="flex flex-col gap-8">
      <DocumentTitle title="Account details" />
      <section
        aria-labelledby="account-details"
        className="rounded-xl border border-slate-200 bg-white p-6 shadow-xs"
      >
        <h2 id="account-details" className="text-lg font-semibold text-slate-900">
          Account details
        </h2>
        <dl className="mt-4 grid gap-4 sm:grid-cols-3">
          {details.map(([term, value]) => (
            <div key={term} className="min-w-0">
              <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{term}</dt>
              <dd className="mt-1 truncate text-sm font-medium text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section
        aria-labelledby="change-password"
        className="rounded-xl border border-slate-200 bg-white p-6 shadow-xs"
      >
        <h2 id="change-password" className="text-lg font-semibold text-slate-900">
          Change password
        </h2>
        <p className="mt-1 text-sm text-slate-600">Choose one you do not use on any other site.</p>
        <div className="mt-6 max-w-2xl">
          <ChangePasswordForm
            userInputs={[user.username, user.email, user.firstname, user.lastname]}
          />
        </div>
      </section>
    </div>
  );
}

export { AccountDetailsPage as Component };
