import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { DocumentTitle } from '../../../components/document-title';
import { QueryState } from '../../../components/query-state';
import { ChangeEmailForm, ProfileForm, useProfile } from '../../../features/account';
import { ChangePasswordForm } from '../../../features/auth';
import { getAuthSession, saveAuthSession } from '../../../lib/auth-session';

function Section({
  id,
  title,
  text,
  children,
}: {
  id: string;
  title: string;
  text?: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className="rounded-xl border border-slate-200 bg-white p-6 shadow-xs"
    >
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {text && <p className="mt-1 text-sm text-slate-600">{text}</p>}
      <div className="mt-6">{children}</div>
    </section>
  );
}

/** `/dashboard-client/account`: the registration details, the e-mail and the password. */
function AccountDetailsPage() {
  const queryClient = useQueryClient();
  const profileQuery = useProfile();
  const profile = profileQuery.data;

  return (
    <div className="flex flex-col gap-8">
      <DocumentTitle title="Account details" />
      <Section
        id="account-details"
        title="Account details"
        text="As you registered them; the username is how you appear in the shop."
      >
        <QueryState query={profileQuery} loading="Loading your details" what="Your details">
          {(details) => (
            <ProfileForm
              profile={details}
              onSaved={(saved) => {
                // The header and the greeting show the username.
                const session = getAuthSession();
                if (session) saveAuthSession({ ...session, username: saved.username });
                void queryClient.invalidateQueries();
              }}
            />
          )}
        </QueryState>
      </Section>

      <Section
        id="change-email"
        title="Change email"
        text="We send a link to the new address; the change is made when you open it."
      >
        {profile && <ChangeEmailForm currentEmail={profile.email} />}
      </Section>

      <Section
        id="change-password"
        title="Change password"
        text="Choose one you do not use on any other site."
      >
        <div className="max-w-2xl">
          {profile && (
            <ChangePasswordForm
              userInputs={[profile.username, profile.email, profile.firstname, profile.lastname]}
            />
          )}
        </div>
      </Section>
    </div>
  );
}

export { AccountDetailsPage as Component };
