import { zodResolver } from '@hookform/resolvers/zod';
import {
  canCheckOut,
  dollarsToCents,
  formatDollars,
  formatMoney,
  isRegionOf,
  isShippingCountry,
  PAYMENT_PROVIDER_LABELS,
  PLAN_TOO_LATE_MESSAGE,
  TERMS_MESSAGES,
  type Address,
  type CheckoutSummary,
  type PlaceOrderPending,
  type PlaceOrderResponse,
  type QuotedShippingMethod,
  type ShowView,
} from '@backlit/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Ban, BadgeCheck, FileText, Lock, ShoppingBag, UserRound } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch, type FieldPath } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { CheckoutSteps } from '../../../components/checkout-steps';
import { DocumentTitle } from '../../../components/document-title';
import { Button } from '../../../components/ui/button';
import { FormCheckbox } from '../../../components/form-checkbox';
import { EmptyState } from '../../../components/ui/empty-state';
import { Spinner } from '../../../components/ui/spinner';
import { LoadError } from '../../../components/ui/load-error';
import { hasErrorCode, isApiError } from '../../../lib/api-error';
import { errorMessage, showServerErrors } from '../../../lib/server-errors';
import { useShippingQuote } from '../../../lib/shipping-quote';
import { useShowPlanChoice } from '../../../lib/show-plan-choice';
import { useTaxEstimate } from '../../../lib/tax-estimate';
import { useCompanyTerms } from '../../../lib/company-terms';
import { planFields, useCartShowPlan } from '../../../lib/cart-show-plan';
import {
  createPayment,
  placeOnAccount,
  placeOrder,
  useBlindShipSender,
  useCheckoutSummary,
} from '../api/checkout-api';
import {
  CHECKOUT_FIELDS,
  CheckoutFormSchema,
  type CheckoutFormInput,
  type CheckoutFormValues,
} from '../checkout-form';
import { BillingFields } from './billing-fields';
import { CompanyPayment, type PayBy } from './pay-by-invoice';
import type { OrderCompleteState } from './order-complete-state';
import { orderFinishingPath, type OrderFinishingState } from './order-finishing';
import { OrderApproval } from './order-approval';
import { OrderReview } from './order-review';
import { PaymentDialog } from './payment-dialog';
import { SavedAddressSelect } from './saved-address-select';
import { ShipToFields } from './ship-to-fields';
import { ShippingMethods } from './shipping-methods';
import { ShowPlanBox } from './show-plan-box';

/** The method the customer picked, while it is offered; otherwise the cheapest, as the server. */
function chosenMethod(
  methods: QuotedShippingMethod[] | undefined,
  picked: number | undefined,
): QuotedShippingMethod | undefined {
  if (!methods) return undefined;
  return (
    methods.find((method) => method.id === picked) ??
    methods.reduce<QuotedShippingMethod | undefined>(
      (cheapest, method) => (!cheapest || method.price < cheapest.price ? method : cheapest),
      undefined,
    )
  );
}

/** A state or province of a country the shop ships to, as typed so far; undefined until one. */
function knownRegion(country: string, region: string) {
  const code = region.toUpperCase();
  return isShippingCountry(country) && isRegionOf(country, code)
    ? { country, region: code }
    : undefined;
}

type CheckoutPageProps = {
  onOrderPlaced: () => void;
  /** The customer's address book (the app's account feature), to fill the billing fields from. */
  savedAddresses?: readonly Address[];
  /** Paying without an account: the e-mail comes first, and a customer may log in instead. */
  guest?: boolean;
  /** Paying an accepted quote (its lines, prices and shipping) instead of the cart. */
  quoteId?: number | undefined;
};

/** The checkout page: steps, billing details, order review, payment. */
export function CheckoutPage({
  onOrderPlaced,
  savedAddresses = [],
  guest = false,
  quoteId,
}: CheckoutPageProps) {
  const summary = useCheckoutSummary(quoteId);
  return (
    <div className="bg-slate-50">
      <DocumentTitle title="Checkout" />
      <div className="mx-auto flex max-w-7xl flex-col gap-8 px-4 py-8 sm:px-6 lg:px-8 lg:py-12">
        <CheckoutSteps current={1} />
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          {summary.data?.quote ? `Checkout · Quote ${summary.data.quote.number}` : 'Checkout'}
        </h1>
        {summary.data?.quote && (
          <p className="-mt-4 text-sm text-slate-600">
            You are paying exactly the quote's lines, prices and shipping; your cart stays as it is.
            Sales tax is added for the address you ship to.
          </p>
        )}
        {/* A failed refetch keeps the form (and what was typed) on screen with the last answer. */}
        {!summary.data && summary.isError ? (
          <LoadError what="Checkout" error={summary.error} onRetry={() => void summary.refetch()} />
        ) : !summary.data ? (
          <div className="grid place-items-center py-16">
            <Spinner label="Loading checkout" showLabel />
          </div>
        ) : summary.data.lines.length === 0 ? (
          <EmptyState
            icon={ShoppingBag}
            title="Your cart is empty."
            text="Add frames, banners or accessories to your cart, then come back to pay."
            action={
              <Button asChild>
                <Link to="/allproducts">Browse the shop</Link>
              </Button>
            }
          />
        ) : !canCheckOut(summary.data.lines) ? (
          <EmptyState
            icon={Ban}
            title="Your cart holds items that can no longer be bought."
            text="A product in it was sold out or taken out of the shop. Remove it from your cart, then come back to pay."
            action={
              <Button asChild>
                <Link to="/cart">Review your cart</Link>
              </Button>
            }
          />
        ) : (
          <>
            {guest && <GuestNotice />}
            <CheckoutForm
              summary={summary.data}
              onOrderPlaced={onOrderPlaced}
              savedAddresses={savedAddresses}
              guest={guest}
            />
          </>
        )}
      </div>
    </div>
  );
}

/** Over a guest's form: no account needed, and where a customer logs in instead. */
function GuestNotice() {
  return (
    <p className="flex flex-wrap items-center gap-x-2 gap-y-1 rounded-xl border border-slate-200 bg-white px-4 py-3 text-sm text-slate-700 shadow-xs">
      <UserRound aria-hidden className="size-4 shrink-0 text-glow-700" />
      <span>
        <strong className="font-semibold text-slate-900">No account needed.</strong> We e-mail you a
        private link to your order; you may save your details after paying.
      </span>
      <span>
        Have an account?{' '}
        <Link
          to={`/login?${new URLSearchParams({ redirect: '/checkout' })}`}
          className="font-semibold text-glow-700 underline-offset-4 hover:underline"
        >
          Log in
        </Link>
      </span>
    </p>
  );
}

function CheckoutForm({
  summary,
  onOrderPlaced,
  savedAddresses,
  guest,
}: {
  summary: CheckoutSummary;
  onOrderPlaced: () => void;
  savedAddresses: readonly Address[];
  guest: boolean;
}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // A quote's lines, prices and shipping are fixed: no rush, no method to pick, no plan.
  const quoted = summary.quote;
  const [rushPicked, setRush] = useState(false);
  const rush = !quoted && rushPicked;
  const [pickedMethod, setPickedMethod] = useState<number>();
  const [paying, setPaying] = useState<CheckoutFormValues>();
  // A company buyer gives a PO number, and with terms may pay by invoice instead.
  const company = useCompanyTerms(!guest);
  const [payBy, setPayBy] = useState<PayBy>('provider');
  const [placing, setPlacing] = useState(false);
  const [notice, setNotice] = useState<string>();
  const blindShip = useBlindShipSender();
  // A buyer's order over the company's approval limit: no way to pay until these lines are
  // approved (the server refuses it too).
  const awaitingApproval =
    summary.approval && summary.approval.state !== 'approved' ? summary.approval : undefined;
  // The field to focus once the payment dialog has closed (its focus trap holds focus till then).
  const focusOnClose = useRef<FieldPath<CheckoutFormInput>>(undefined);
  const form = useForm<CheckoutFormInput, unknown, CheckoutFormValues>({
    resolver: zodResolver(CheckoutFormSchema),
    defaultValues: {
      ...summary.billing,
      ordernotes: '',
      terms: false,
      promotions: false,
      blind_ship: false,
      po_number: '',
      ship_to_different: false,
      shipping_country: summary.billing.country,
      trade_show: false,
    },
  });
  // The ship-to region (billing's unless another address is given) decides the methods and the
  // sales tax; the server charges the same.
  const [country, state, different, shipCountry, shipState] = useWatch({
    control: form.control,
    name: [
      'country',
      'state_contry',
      'ship_to_different',
      'shipping_country',
      'shipping_state_contry',
    ],
  });
  const shipTo =
    different === true
      ? knownRegion(shipCountry ?? '', shipState ?? '')
      : knownRegion(country, state);
  const quote = useShippingQuote(
    shipTo && !quoted ? { ...shipTo, rush } : undefined,
    summary.subtotal,
  );
  const methods = shipTo ? quote.data?.methods : undefined;
  // Planned for a show or a date: the server marks each method, and the cheapest in time is
  // taken until the buyer picks another.
  const [planChoice, choosePlan] = useShowPlanChoice();
  const [lateOk, setLateOk] = useState(false);
  const [lateError, setLateError] = useState<string>();
  const plan = useCartShowPlan(shipTo, planChoice, summary.subtotal);
  const planData = planChoice && shipTo ? plan.data : undefined;
  const methodPlans = planData && (rush ? planData.plans.rush : planData.plans.standard);
  const planById = methodPlans && new Map(methodPlans.map((entry) => [entry.method_id, entry]));
  const bestMethod = planData
    ? ((rush ? planData.best.rush : planData.best.standard) ?? undefined)
    : undefined;
  const method = chosenMethod(methods, pickedMethod ?? bestMethod);
  const methodPlan = method && planById?.get(method.id);
  const tooLate = methodPlan?.verdict === 'too_late';
  // Sent with the payment and the order only when the buyer planned for something.
  const planSent = planChoice
    ? { ...planFields(planChoice), plan_too_late_ok: tooLate && lateOk }
    : {};
  useBoothFromShow(planData?.show ?? null, form);
  const shipping = quoted ? { name: 'as quoted', price: quoted.shipping } : method;
  const shippingCents = shipping ? dollarsToCents(shipping.price) : 0;
  const tax = useTaxEstimate(
    {
      country: shipTo?.country,
      state: shipTo?.region,
      shippingMethodId: method?.id,
      quoteId: quoted?.id,
    },
    summary.subtotal,
    shipTo !== undefined,
  );
  const taxLines = (rush ? tax.data?.tax?.lines_with_rush : tax.data?.tax?.lines) ?? [];
  const taxCents = taxLines.reduce((sum, line) => sum + dollarsToCents(line.amount), 0);
  const totalCents =
    dollarsToCents(rush ? summary.total_with_rush : summary.total) + shippingCents + taxCents;
  const formError = form.formState.errors.root?.server?.message;

  /** The form as typed (the API takes the ship-to and booth fields flat, as the form has them). */
  const orderBody = () => ({
    ...form.getValues(),
    shipping_method_id: method?.id,
    rush,
    ...planSent,
    ...(quoted && { quote_id: quoted.id }),
  });

  async function submitOrder(values: CheckoutFormValues, paymentOrderId: string) {
    const placed = await placeOrder({
      ...orderBody(),
      payement_method: summary.payment.provider,
      payment_order_id: paymentOrderId,
    });
    await orderPlaced(values, placed);
  }

  async function payByInvoice(values: CheckoutFormValues) {
    setPlacing(true);
    try {
      const placed = await placeOnAccount({ ...orderBody(), po_number: values.po_number ?? '' });
      // The company's balance and credit left changed with it.
      void queryClient.invalidateQueries({ queryKey: ['company'] });
      await orderPlaced(values, placed);
    } catch (error) {
      // No payment dialog is open: the refusal is shown on the form at once.
      if (hasErrorCode(error, 'CONFLICT')) {
        setNotice(error.message);
        void company.refetch();
        // Refused for want of an approval (e.g. the cart changed since): the summary says so.
        void queryClient.invalidateQueries({ queryKey: ['checkout'] });
      } else if (isApiError(error, 422)) {
        showServerErrors(error, form.setError, CHECKOUT_FIELDS);
      } else {
        setNotice(errorMessage(error));
      }
    } finally {
      setPlacing(false);
    }
  }

  async function orderPlaced(
    values: CheckoutFormValues,
    placed: PlaceOrderResponse | PlaceOrderPending,
  ) {
    onOrderPlaced();
    const order: OrderCompleteState = {
      email: values.email,
      lines: summary.lines.map((line) => ({
        name: line.product?.name ?? 'Product',
        quantity: line.product_qty,
        totalCents: dollarsToCents(line.line_total),
      })),
      subtotalCents: dollarsToCents(summary.subtotal),
      rushFeeCents: rush ? dollarsToCents(summary.rush_fee) : 0,
      shipping: shipping && { label: `Shipping (${shipping.name})`, cents: shippingCents },
      taxLines: taxLines.map((line) => ({
        label: `${line.name} ${line.rate}%`,
        cents: dollarsToCents(line.amount),
      })),
      totalCents,
    };
    if (placed.status === 202) {
      // The money was taken but the order is not written yet: the next page follows it.
      const state: OrderFinishingState = { message: placed.message, order };
      await navigate(orderFinishingPath(placed.payment_order_id), { state });
      return;
    }
    await navigate(`/checkout/complete/${placed.tracking_no}`, {
      state: {
        ...order,
        orderId: placed.order_id,
        ...(placed.order_link && {
          orderLink: placed.order_link,
          billing: {
            firstname: values.firstname,
            lastname: values.lastname,
            companyname: values.companyname ?? null,
            streetaddress: values.streetaddress,
            streetaddressoptional: values.streetaddressoptional ?? null,
            city: values.city,
            state_contry: values.state_contry,
            zip: values.zip,
            country: values.country,
            phone: values.phone,
            email: values.email,
          },
        }),
      } satisfies OrderCompleteState,
    });
  }

  function onFailure(error: unknown) {
    setPaying(undefined);
    if (hasErrorCode(error, 'CONFLICT') && typeof error.body.tracking_no === 'string') {
      onOrderPlaced();
      void navigate(`/checkout/complete/${error.body.tracking_no}`);
      return;
    }
    if (hasErrorCode(error, 'CONFLICT')) {
      setNotice(error.message);
      void queryClient.invalidateQueries({ queryKey: ['checkout'] });
      return;
    }
    if (isApiError(error, 422) && 'plan_too_late_ok' in error.validation_errors) {
      setLateError(error.validation_errors.plan_too_late_ok?.[0] ?? PLAN_TOO_LATE_MESSAGE);
      return;
    }
    if (isApiError(error, 422)) {
      showServerErrors(error, form.setError, CHECKOUT_FIELDS);
      focusOnClose.current = CHECKOUT_FIELDS.find((field) => field in error.validation_errors);
      return;
    }
    setNotice(errorMessage(error));
  }

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((values) => {
        setNotice(undefined);
        if (tooLate && !lateOk) {
          setLateError(PLAN_TOO_LATE_MESSAGE);
          return;
        }
        if (payBy === 'invoice') {
          if (!values.po_number) {
            form.setError(
              'po_number',
              { message: TERMS_MESSAGES.poRequired },
              { shouldFocus: true },
            );
            return;
          }
          void payByInvoice(values);
          return;
        }
        setPaying(values);
      })}
      className="grid items-start gap-8 lg:grid-cols-[1fr_24rem]"
    >
      <section
        aria-labelledby="billing-heading"
        className="rounded-2xl border border-slate-200 bg-white p-5 shadow-xs sm:p-7"
      >
        <h2 id="billing-heading" className="mb-5 text-lg font-semibold text-slate-900">
          Billing details
        </h2>
        <SavedAddressSelect addresses={savedAddresses} form={form} />
        <BillingFields form={form} emailFirst={guest} />
        <h2 id="shipping-heading" className="mt-8 mb-4 text-lg font-semibold text-slate-900">
          Shipping
        </h2>
        <ShipToFields form={form} savedAddresses={savedAddresses} />
        {quoted ? (
          <p className="mt-6 rounded-lg border border-slate-200 bg-slate-50 px-4 py-3 text-sm text-slate-700">
            Shipping as quoted:{' '}
            <strong className="font-semibold text-slate-900">
              {formatDollars(quoted.shipping)}
            </strong>{' '}
            to the address above.
          </p>
        ) : (
          <>
            <div className="mt-6">
              <ShowPlanBox
                choice={planChoice}
                onChoose={(next) => {
                  choosePlan(next);
                  setPickedMethod(undefined);
                  setLateOk(false);
                  setLateError(undefined);
                }}
                shipTo={shipTo}
                plan={plan}
                rush={rush}
                onRush={() => {
                  setRush(true);
                  setPickedMethod(undefined);
                }}
                chosen={methodPlan}
                lateOk={lateOk}
                onLateOk={(ok) => {
                  setLateOk(ok);
                  setLateError(undefined);
                }}
                lateError={lateError}
              />
            </div>
            <div className="mt-6">
              <ShippingMethods
                plans={planById}
                methods={methods}
                loading={shipTo !== undefined && quote.isLoading}
                failed={quote.isError}
                oversized={quote.data?.oversized ?? false}
                chosen={method}
                onChoose={setPickedMethod}
                error={form.formState.errors.shipping_method_id?.message}
              />
            </div>
          </>
        )}
      </section>

      <div className="flex flex-col gap-6 lg:sticky lg:top-24">
        <OrderReview
          summary={summary}
          rush={rush}
          onRushChange={quoted ? undefined : setRush}
          shipping={shipping}
          taxLines={taxLines}
          exemption={tax.data?.tax?.exemption}
          totalCents={totalCents}
        />

        <section
          aria-labelledby="payment-heading"
          className="rounded-2xl border border-slate-200 bg-white p-5 shadow-xs"
        >
          <h2 id="payment-heading" className="text-lg font-semibold text-slate-900">
            Payment methods
          </h2>
          <p className="mt-2 text-sm text-slate-600">
            {summary.payment.provider === 'paypal'
              ? 'Pay with your PayPal account or a card through PayPal. We never see your card details.'
              : 'Test payments: orders are placed, no money is taken.'}
          </p>
          <p className="mt-3 text-sm text-slate-600">
            Your personal data will be used to process your order and for other purposes described
            in our{' '}
            <Link
              to="/privacy-policy"
              className="font-medium text-glow-700 underline underline-offset-2"
            >
              privacy policy
            </Link>
            .
          </p>
          {summary.approval?.state === 'approved' && (
            <p className="mt-3 flex items-center gap-2 text-sm font-medium text-emerald-800">
              <BadgeCheck aria-hidden className="size-4 shrink-0" />
              Approved by your company’s admin
            </p>
          )}
          {awaitingApproval ? (
            <OrderApproval approval={awaitingApproval} quoteId={quoted?.id} />
          ) : (
            company.data?.inCompany && (
              <CompanyPayment
                form={form}
                terms={company.data.terms}
                providerLabel={PAYMENT_PROVIDER_LABELS[summary.payment.provider]}
                payBy={payBy}
                onPayBy={(next) => {
                  setPayBy(next);
                  form.clearErrors('po_number');
                }}
              />
            )
          )}
          <div className="mt-4 flex flex-col gap-3">
            <FormCheckbox
              control={form.control}
              name="terms"
              label={
                <>
                  I have read and agree to the{' '}
                  <Link
                    to="/terms-and-conditions"
                    className="font-medium text-glow-700 underline underline-offset-2"
                  >
                    terms and conditions
                  </Link>{' '}
                  <span aria-hidden className="text-red-600">
                    *
                  </span>
                </>
              }
            />
            {blindShip.data && (
              <FormCheckbox
                control={form.control}
                name="blind_ship"
                label={
                  blindShip.data.shipping_name
                    ? `Ship under our company’s name (${blindShip.data.shipping_name}): no prices and nothing of ours on the parcel`
                    : 'Ship under our company’s name (your company’s admin sets its shipping name and return address on the company page)'
                }
              />
            )}
            <FormCheckbox
              control={form.control}
              name="promotions"
              label="Send me product news and promotions by e-mail (unsubscribe at any time)."
            />
          </div>
          {(notice ?? formError) && (
            <p role="alert" className="mt-4 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
              {notice ?? formError}
            </p>
          )}
          {awaitingApproval ? null : payBy === 'invoice' ? (
            <Button type="submit" size="lg" className="mt-5 w-full" disabled={placing}>
              <FileText aria-hidden />
              {placing
                ? 'Placing your order…'
                : `Place order on account · ${formatMoney(totalCents)}`}
            </Button>
          ) : (
            <Button type="submit" size="lg" className="mt-5 w-full">
              <Lock aria-hidden />
              Pay now · {formatMoney(totalCents)}
            </Button>
          )}
        </section>
      </div>

      {paying && (
        <PaymentDialog
          open
          onOpenChange={(open) => !open && setPaying(undefined)}
          onCloseAutoFocus={(event) => {
            const field = focusOnClose.current;
            focusOnClose.current = undefined;
            if (!field) return;
            event.preventDefault();
            form.setFocus(field);
          }}
          payment={summary.payment}
          total={formatMoney(totalCents)}
          openPayment={() =>
            createPayment({
              rush,
              country: paying.country,
              state: paying.state_contry,
              ...(paying.ship_to && {
                shipping_country: paying.ship_to.country,
                shipping_state: paying.ship_to.state_contry,
              }),
              shipping_method_id: method?.id,
              ...planSent,
              ...(quoted && { quote_id: quoted.id }),
            })
          }
          placeOrder={(paymentOrderId) => submitOrder(paying, paymentOrderId)}
          onFailure={onFailure}
        />
      )}
    </form>
  );
}

/**
 * The lines of a show's advance-warehouse address: "Company / street … / City, ST zip". The last
 * line that reads as a city, a state or province code and a postcode gives those; the lines
 * before it (after the first, the contractor's name) are the street.
 */
function warehouseParts(address: string) {
  const lines = address
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  const last = lines.findLastIndex((line) => /,\s*[A-Za-z]{2}\s+\S/.test(line));
  const match = last >= 0 ? /^(.*),\s*([A-Za-z]{2})\s+(.+)$/.exec(lines[last]!) : null;
  if (!match || last < 1) return undefined;
  const street = lines.slice(1, last);
  return {
    company: lines[0]!,
    street: street[0] ?? '',
    street2: street.slice(1).join(', '),
    city: match[1]!.trim(),
    region: match[2]!.toUpperCase(),
    zip: match[3]!.trim(),
  };
}

/**
 * Once a show is planned for, its advance warehouse (or, without one, its venue) becomes the
 * booth delivery: ship to a different address, the show's name and day filled in. Once per
 * show, so the buyer's own edits stay.
 */
function useBoothFromShow(
  show: ShowView | null,
  form: ReturnType<typeof useForm<CheckoutFormInput, unknown, CheckoutFormValues>>,
) {
  const applied = useRef<string | null>(null);
  useEffect(() => {
    if (!show || applied.current === show.slug) return;
    applied.current = show.slug;
    const set = (name: FieldPath<CheckoutFormInput>, value: string | boolean) =>
      form.setValue(name, value, { shouldDirty: true });
    const parts = show.warehouse ? warehouseParts(show.warehouse.address) : undefined;
    set('ship_to_different', true);
    if (!form.getValues('shipping_firstname'))
      set('shipping_firstname', form.getValues('firstname'));
    if (!form.getValues('shipping_lastname')) set('shipping_lastname', form.getValues('lastname'));
    set('shipping_country', show.country);
    if (parts) {
      set('shipping_companyname', `c/o ${show.contractor ?? parts.company}`);
      set('shipping_streetaddress', parts.street);
      set('shipping_streetaddressoptional', parts.street2);
      set('shipping_city', parts.city);
      set('shipping_state_contry', parts.region);
      set('shipping_zip', parts.zip);
    } else {
      set('shipping_companyname', show.venue);
      set('shipping_city', show.city);
      set('shipping_state_contry', show.region);
    }
    set('trade_show', true);
    set('show_name', show.name);
    set('show_deliver_by', show.target);
    if (!form.getValues('show_exhibitor'))
      set('show_exhibitor', form.getValues('companyname') ?? '');
  }, [show, form]);
}
