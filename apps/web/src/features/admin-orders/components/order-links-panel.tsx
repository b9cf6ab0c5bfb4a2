import type { OrderDetail } from '@backlit/domain';
import { LinkIcon, Send, Unlink } from 'lucide-react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { formatDateTime } from '../../../lib/format';
import { errorMessage } from '../../../lib/server-errors';
import { useChangeOrderLinks } from '../api/order-links';

/**
 * An order placed without an account is followed through private links (from its e-mails, and
 * the browser that paid): how many still work, and the staff's two moves, revoking them (a
 * forwarded e-mail, a shared screen) and e-mailing the customer a new one.
 */
export function OrderLinksPanel({ order }: { order: OrderDetail }) {
  const links = useChangeOrderLinks(order.id);
  const { active, last_created_at: lastCreated } = order.private_links;
  return (
    <div className="flex flex-col gap-3 text-sm text-slate-700">
      <p className="flex items-start gap-2">
        <LinkIcon aria-hidden className="mt-0.5 size-4 shrink-0 text-glow-700" />
        <span>
          {order.in_account
            ? 'Placed without an account, now in the customer’s account. '
            : 'Placed without an account: the customer follows it through its private link. '}
          {active === 0
            ? 'No link opens it now.'
            : `${active === 1 ? '1 link opens' : `${active} links open`} it`}
          {active > 0 && lastCreated && ` (newest made ${formatDateTime(lastCreated)}).`}
        </span>
      </p>
      {links.data && (
        <Alert key={links.submittedAt} variant="success">
          {links.data.message}
        </Alert>
      )}
      {links.isError && (
        <Alert variant="error" autoHide={false}>
          {errorMessage(links.error)}
        </Alert>
      )}
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          disabled={links.isPending || active === 0}
          onClick={() => links.mutate('revoke')}
        >
          <Unlink aria-hidden />
          Revoke links
        </Button>
        <Button variant="secondary" disabled={links.isPending} onClick={() => links.mutate('send')}>
          <Send aria-hidden />
          E-mail a new link
        </Button>
      </div>
    </div>
  );
}
