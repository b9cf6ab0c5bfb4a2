import { EmailLinkStatus } from '../../../components/email-link-status';
import { useConfirmEmail } from '../api/confirm-email';

const ACCOUNT = { to: '/dashboard-client/account', label: 'Go to your account' };

/** Applies the e-mail change of the link the page was opened with, once, and says how it went. */
export function ConfirmEmailStatus({ token }: { token: string }) {
  return (
    <EmailLinkStatus
      token={token}
      confirm={useConfirmEmail()}
      pending="Confirming your new e-mail address"
      done={() => ({
        title: 'Your e-mail address has been changed',
        text: 'Sign in with the new address from now on.',
        next: ACCOUNT,
      })}
      refused={ACCOUNT}
    />
  );
}
