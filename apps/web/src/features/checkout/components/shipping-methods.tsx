import {
  formatDollars,
  PLAN_VERDICT_LABEL,
  type MethodPlanView,
  type QuotedShippingMethod,
} from '@backlit/domain';
import { Truck } from 'lucide-react';
import { Spinner } from '../../../components/ui/spinner';
import { VerdictBadge } from '../../../components/verdict-badge';
import { formatDeliveryWindow } from '../../../lib/format';
import { formatDay } from '../../../lib/plan-format';

type ShippingMethodsProps = {
  /** Undefined until the ship-to state or province is chosen. */
  methods: QuotedShippingMethod[] | undefined;
  loading: boolean;
  failed: boolean;
  oversized: boolean;
  chosen: QuotedShippingMethod | undefined;
  onChoose: (id: number) => void;
  error?: string | undefined;
  /** Planned for a show or a date: each method's verdict and order-by day, by method id. */
  plans?: ReadonlyMap<number, MethodPlanView> | undefined;
};

/**
 * The methods that can carry the cart to the ship-to region, as the server priced them, with
 * the expected delivery (production, then transit, in working days).
 */
export function ShippingMethods({
  methods,
  loading,
  failed,
  oversized,
  chosen,
  onChoose,
  error,
  plans,
}: ShippingMethodsProps) {
  return (
    <fieldset
      className="flex flex-col gap-2"
      aria-describedby={error ? 'shipping-method-error' : undefined}
    >
      <legend className="mb-2 flex items-center gap-1.5 text-sm font-semibold text-slate-900">
        <Truck aria-hidden className="size-4 text-glow-600" />
        Shipping method
      </legend>
      {methods === undefined ? (
        loading ? (
          <Spinner label="Pricing shipping" showLabel />
        ) : (
          <p className="text-sm text-slate-600">
            {failed
              ? 'Shipping could not be priced just now; try again in a moment.'
              : 'Choose the state or province to ship to, to see the methods and their prices.'}
          </p>
        )
      ) : methods.length === 0 ? (
        <p className="text-sm text-slate-600">
          We cannot ship this cart to this state or province. Choose another address, or contact us
          for a quote.
        </p>
      ) : (
        <>
          {oversized && (
            <p className="text-xs text-slate-600">
              A package in your cart is too large for parcel carriers: it travels by freight.
            </p>
          )}
          {methods.map((method) => {
            const price = method.price === 0 ? 'Free' : formatDollars(method.price);
            const delivery = `Estimated delivery ${formatDeliveryWindow(method.delivery_from, method.delivery_to)}`;
            const plan = plans?.get(method.id);
            const verdict = plan
              ? ` ${PLAN_VERDICT_LABEL[plan.verdict]}${plan.order_by ? `, order by ${formatDay(plan.order_by)}` : ''}.`
              : '';
            return (
              <label
                key={method.id}
                htmlFor={`shipping-method-${method.id}`}
                aria-label={`${method.name}, ${price}. ${delivery}.${verdict}`}
                className="flex cursor-pointer items-start gap-3 rounded-lg border border-slate-200 p-3 has-checked:border-glow-500 has-checked:bg-glow-50"
              >
                <input
                  id={`shipping-method-${method.id}`}
                  type="radio"
                  name="shipping_method_id"
                  value={method.id}
                  checked={chosen?.id === method.id}
                  onChange={() => onChoose(method.id)}
                  className="mt-1 accent-glow-600"
                />
                <span className="flex flex-1 flex-col">
                  <span className="flex justify-between gap-3 text-sm font-medium text-slate-900">
                    {method.name}
                    <span className="tabular-nums">{price}</span>
                  </span>
                  <span className="text-xs text-slate-600">{delivery}</span>
                  {plan && (
                    <span className="mt-1 flex flex-wrap items-center gap-2 text-xs text-slate-600">
                      <VerdictBadge verdict={plan.verdict} />
                      {plan.order_by ? `Order by ${formatDay(plan.order_by)}` : 'No day makes it'}
                    </span>
                  )}
                </span>
              </label>
            );
          })}
        </>
      )}
      {error && (
        <p id="shipping-method-error" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
