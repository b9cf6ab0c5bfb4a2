import { formatDollars, type ArtworkLine, type ReorderLineResponse } from '@backlit/domain';
import { RotateCcw } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { isApiError } from '../../../lib/api-error';
import { useReorderLine, type ReorderLineInput } from '../api/reorder-line';

/** A day as the customer reads it, e.g. "November 29, 2028". */
function longDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', { dateStyle: 'long', timeZone: 'UTC' });
}

/**
 * "Order this graphic again" beside a shipped line with approved artwork: the same product or a
 * replacement banner of its print size, one click each, at today's price; until when the approved
 * file is kept, and past that, that a reorder takes a new upload.
 */
export function ReorderOffer({
  orderId,
  line,
  onReordered,
}: {
  orderId: number;
  line: ArtworkLine;
  onReordered?: (answer: ReorderLineResponse, input: ReorderLineInput) => void;
}) {
  const reorder = useReorderLine(onReordered);
  const headingId = useId();
  const offer = line.reorder;
  if (!offer) return null;
  const until = longDate(offer.kept_until);
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-lg border border-emerald-200 bg-emerald-50/60 p-4"
    >
      <h3 id={headingId} className="flex items-center gap-2 text-sm font-semibold text-slate-900">
        <RotateCcw aria-hidden className="size-4 text-emerald-700" />
        Order this graphic again
      </h3>
      <p className="text-sm text-slate-700">
        {offer.artwork_kept
          ? `Your approved artwork is kept for reorder until ${until}: a reorder is printed from it, with no new upload and no new check, at today's price.`
          : `Your approved artwork was kept for reorder until ${until}. You can still order this again; upload the file after ordering.`}
      </p>
      {offer.can_reorder ? (
        offer.options.length > 0 ? (
          <ul className="flex flex-col gap-2">
            {offer.options.map((option) => (
              <li
                key={option.product_id}
                className="flex flex-col gap-2 rounded-md border border-emerald-100 bg-white p-3 sm:flex-row sm:items-center sm:justify-between"
              >
                <span id={`${headingId}-${option.product_id}`} className="text-sm text-slate-800">
                  <span className="font-medium">{option.name}</span>
                  {option.same_product ? '' : ' (a replacement banner of this size)'} ·{' '}
                  <span className="tabular-nums">{formatDollars(option.price)}</span>
                </span>
                <Button
                  variant={option.same_product ? 'primary' : 'secondary'}
                  className="w-full sm:w-auto"
                  aria-describedby={`${headingId}-${option.product_id}`}
                  disabled={reorder.isPending}
                  aria-busy={
                    reorder.isPending && reorder.variables?.productId === option.product_id
                  }
                  onClick={() =>
                    reorder.mutate({ orderId, lineId: line.line_id, productId: option.product_id })
                  }
                >
                  <RotateCcw aria-hidden />
                  {option.same_product ? 'Reorder' : 'Reorder as this banner'}
                </Button>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-slate-600">
            This product is no longer sold; contact us for a banner of this size.
          </p>
        )
      ) : (
        <p className="text-sm text-slate-600">
          Reorders are made from the customer&apos;s account (an order placed without one joins the
          account registered with its e-mail address).
        </p>
      )}
      {reorder.isError && (
        <p role="alert" className="text-sm text-red-700">
          {isApiError(reorder.error) && reorder.error.message
            ? reorder.error.message
            : 'The reorder could not be added to your cart. Please try again.'}
        </p>
      )}
      {reorder.data && (
        <p role="status" className="text-sm text-emerald-800">
          {reorder.data.message}
        </p>
      )}
    </section>
  );
}
