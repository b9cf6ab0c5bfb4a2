import { accountInvoicePath, type OpenOrderLinkResponse } from '@backlit/domain';
import { Download, LinkIcon, Lock } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useParams } from 'react-router';
import { DocumentTitle } from '../../components/document-title';
import { QueryState } from '../../components/query-state';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { Spinner } from '../../components/ui/spinner';
import { OrderView, useAccountOrder, useOpenOrderLink } from '../../features/account-orders';
import { ArtworkPanel } from '../../features/artwork';
import { SaveDetailsForm } from '../../features/auth';
import { PrintFileInstructions } from '../../features/checkout';
import { isApiError } from '../../lib/api-error';
import { errorMessage } from '../../lib/server-errors';

/**
 * `/order/:token`: an order placed without an account, opened by its private link (from the
 * confirmation e-mail, or Order Complete). The page is the account's order page: status, lines,
 * addresses, invoice, artwork upload; and, while no account has the order, the step that saves
 * the details as one.
 */
function OrderLinkPage() {
  const { token = '' } = useParams();
  const opening = useOpenOrderLink();
  const sent = useRef(false);
  const { mutate } = opening;
  // Opening the link sets the order's cookie: once per visit (the ref keeps React's double
  // effects to one).
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    mutate(token);
  }, [mutate, token]);

  return (
    <div className="bg-slate-50">
      <DocumentTitle title={opening.data ? `Order ${opening.data.tracking_no}` : 'Your order'} />
      <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-8 sm:px-6 lg:py-12">
        {!opening.data && <h1 className="sr-only">Your order</h1>}
        {opening.isError ? (
          <EmptyState
            icon={LinkIcon}
            title="This order link does not work"
            text={refusal(opening.error)}
            action={
              <Button asChild variant="secondary">
                <Link to="/contact">Contact us</Link>
              </Button>
            }
          />
        ) : !opening.data ? (
          <div className="grid place-items-center py-16">
            <Spinner label="Opening your order" showLabel />
          </div>
        ) : (
          <GuestOrder opened={opening.data} />
        )}
      </div>
    </div>
  );
}

function GuestOrder({ opened }: { opened: OpenOrderLinkResponse }) {
  const order = useAccountOrder(opened.order_id);
  return (
    <>
      <div className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          Your order <span className="font-mono">{opened.tracking_no}</span>
        </h1>
        <p className="flex items-start gap-2 text-sm text-slate-600">
          <Lock aria-hidden className="mt-0.5 size-4 shrink-0 text-slate-500" />
          This page is private to you: whoever has its link sees the order, so keep the e-mail and
          do not share the link.
        </p>
      </div>
      <QueryState
        query={order}
        loading="Loading the order..."
        what="The order"
        notFound={
          <Alert variant="error" autoHide={false}>
            Order not found.
          </Alert>
        }
      >
        {(data) => (
          <>
            {opened.save_details !== 'none' && (
              <SaveDetailsForm
                order={{ id: data.id, offer: opened.save_details, billing: data.billing }}
              />
            )}
            <OrderView
              order={data}
              actions={
                <Button asChild variant="secondary">
                  <a href={accountInvoicePath(data.id)} download>
                    <Download aria-hidden />
                    Download invoice
                  </a>
                </Button>
              }
            />
            <ArtworkPanel orderId={data.id} />
            <PrintFileInstructions trackingNo={data.tracking_no} />
          </>
        )}
      </QueryState>
    </>
  );
}

function refusal(error: unknown): string {
  if (!isApiError(error, 422)) return errorMessage(error);
  return Object.values(error.validation_errors).flat()[0] ?? error.message;
}

export { OrderLinkPage as Component };
