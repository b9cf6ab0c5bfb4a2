import {
  dollarsToCents,
  formatDollars,
  formatMoney,
  RUSH_FEE_MIN_CENTS,
  RUSH_FEE_PERCENT,
  RUSH_PRODUCTION_DAYS,
  type CheckoutSummary,
  type QuotedShippingMethod,
  type TaxExemption,
  type TaxLineView,
} from '@backlit/domain';
import { Zap } from 'lucide-react';
import { TradePrice } from '../../../components/trade-price';
import { Checkbox } from '../../../components/ui/checkbox';

type OrderReviewProps = {
  summary: CheckoutSummary;
  rush: boolean;
  /** Absent when rush cannot be added (a quote's price is fixed). */
  onRushChange?: ((rush: boolean) => void) | undefined;
  /**
   * The chosen method as the server priced it (or a quote's shipping); undefined until a ship-to
   * region is known.
   */
  shipping: Pick<QuotedShippingMethod, 'name' | 'price'> | undefined;
  /** The billing region's sales tax, as the server estimates it; none where it is not collected. */
  taxLines: TaxLineView[];
  /** The buyer's resale certificate that takes the region's tax off, when one does. */
  exemption?: TaxExemption | undefined;
  totalCents: number;
};

/** Order review: the lines, subtotal, the optional 2-Day Rush and the total, all from the server. */
export function OrderReview({
  summary,
  rush,
  onRushChange,
  shipping,
  taxLines,
  exemption,
  totalCents,
}: OrderReviewProps) {
  return (
    <section
      aria-labelledby="review-heading"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-xs"
    >
      <h2 id="review-heading" className="text-lg font-semibold text-slate-900">
        Order review
      </h2>
      <ul className="mt-4 divide-y divide-slate-100 text-sm">
        {summary.lines.map((line) => (
          <li key={line.id} className="flex justify-between gap-4 py-2.5">
            <span className="text-slate-700">
              {line.product?.name ?? 'Product information is not available.'}{' '}
              <span className="text-slate-500">× {line.product_qty}</span>
            </span>
            <span className="font-medium whitespace-nowrap text-slate-900">
              {line.product?.trade ? (
                <TradePrice
                  cents={dollarsToCents(line.line_total)}
                  listCents={dollarsToCents(line.product.trade.list_price) * line.product_qty}
                  size="sm"
                  className="justify-end"
                />
              ) : (
                formatDollars(line.line_total)
              )}
            </span>
          </li>
        ))}
      </ul>
      <dl className="mt-2 border-t border-slate-200 pt-3 text-sm">
        <div className="flex justify-between">
          <dt className="text-slate-600">Subtotal</dt>
          <dd className="font-medium text-slate-900">{formatDollars(summary.subtotal)}</dd>
        </div>
      </dl>
      {onRushChange && (
        <div className="mt-2 rounded-lg border border-slate-200 p-3">
          <Checkbox
            checked={rush}
            onCheckedChange={(checked) => onRushChange(checked === true)}
            label={
              <span className="flex flex-col">
                <span className="flex items-center gap-1.5 font-medium text-slate-900">
                  <Zap aria-hidden className="size-4 text-glow-600" />
                  2-Day Rush (+{formatDollars(summary.rush_fee)})
                </span>
                <span className="text-xs text-slate-600">
                  Printed and shipped within {RUSH_PRODUCTION_DAYS} working days: {RUSH_FEE_PERCENT}{' '}
                  % of the order, at least {formatMoney(RUSH_FEE_MIN_CENTS)}.
                </span>
              </span>
            }
          />
        </div>
      )}
      <dl className="mt-2 flex flex-col gap-2 text-sm">
        {rush && (
          <div className="flex justify-between">
            <dt className="text-slate-600">2-Day Rush</dt>
            <dd className="font-medium text-slate-900">{formatDollars(summary.rush_fee)}</dd>
          </div>
        )}
        <div className="flex justify-between">
          <dt className="text-slate-600">
            {shipping ? `Shipping (${shipping.name})` : 'Shipping'}
          </dt>
          <dd className={shipping ? 'font-medium text-slate-900' : 'text-slate-600'}>
            {shipping
              ? shipping.price === 0
                ? 'Free'
                : formatDollars(shipping.price)
              : 'Choose where to ship'}
          </dd>
        </div>
        {exemption ? (
          <div className="flex justify-between gap-4">
            <dt className="text-slate-600">{`Tax exempt — certificate ${exemption.certificate_number} (${exemption.state})`}</dt>
            <dd className="text-slate-600">{formatMoney(0)}</dd>
          </div>
        ) : taxLines.length === 0 ? (
          <div className="flex justify-between">
            <dt className="text-slate-600">Tax</dt>
            <dd className="text-slate-600">{formatMoney(0)}</dd>
          </div>
        ) : (
          taxLines.map((line) => (
            <div key={line.name} className="flex justify-between">
              <dt className="text-slate-600">{`${line.name} ${line.rate}%`}</dt>
              <dd className="font-medium text-slate-900">{formatDollars(line.amount)}</dd>
            </div>
          ))
        )}
        <div className="flex items-baseline justify-between border-t border-slate-200 pt-3">
          <dt className="font-semibold text-slate-900">Total</dt>
          <dd className="text-xl font-bold text-slate-900">{formatMoney(totalCents)}</dd>
        </div>
      </dl>
    </section>
  );
}
