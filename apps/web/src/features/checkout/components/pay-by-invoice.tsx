import { formatDollars, PO_NUMBER_MAX, type CompanyTerms } from '@backlit/domain';
import type { UseFormReturn } from 'react-hook-form';
import { Input } from '../../../components/ui/input';
import type { CheckoutFormInput, CheckoutFormValues } from '../checkout-form';

export type PayBy = 'provider' | 'invoice';

/**
 * For a company buyer: the purchase-order number (optional with PayPal, required by invoice)
 * and, when the company has terms, the choice between PayPal and paying by invoice, with the
 * credit it has left — or why it cannot pay by invoice now.
 */
export function CompanyPayment({
  form,
  terms,
  providerLabel,
  payBy,
  onPayBy,
}: {
  form: UseFormReturn<CheckoutFormInput, unknown, CheckoutFormValues>;
  terms: CompanyTerms | null;
  providerLabel: string;
  payBy: PayBy;
  onPayBy: (payBy: PayBy) => void;
}) {
  const onTerms = terms !== null && terms.net_days !== null;
  const choices: { value: PayBy; label: string; text: string; disabled: boolean }[] = onTerms
    ? [
        {
          value: 'provider',
          label: providerLabel,
          text: 'Pay now; the order is made as soon as the payment goes through.',
          disabled: false,
        },
        {
          value: 'invoice',
          label: `Pay by invoice (net ${terms.net_days})`,
          text:
            terms.blocked ??
            `${formatDollars(terms.available_credit)} of your company's credit available. We invoice your company; pay within ${terms.net_days} days.`,
          disabled: terms.blocked !== null,
        },
      ]
    : [];
  return (
    <div className="mt-4 flex flex-col gap-3">
      {onTerms && (
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium text-slate-900">How to pay</legend>
          {choices.map((choice) => (
            <label
              key={choice.value}
              htmlFor={`pay-by-${choice.value}`}
              aria-label={`${choice.label}. ${choice.text}`}
              className="flex cursor-pointer items-start gap-3 rounded-lg border border-slate-200 p-3 has-checked:border-glow-500 has-checked:bg-glow-50 has-disabled:cursor-not-allowed has-disabled:opacity-70"
            >
              <input
                id={`pay-by-${choice.value}`}
                type="radio"
                name="pay_by"
                value={choice.value}
                checked={payBy === choice.value}
                disabled={choice.disabled}
                onChange={() => onPayBy(choice.value)}
                className="mt-1 accent-glow-600"
              />
              <span className="flex flex-col">
                <span className="text-sm font-medium text-slate-900">{choice.label}</span>
                <span className="text-xs text-slate-600">{choice.text}</span>
              </span>
            </label>
          ))}
        </fieldset>
      )}
      <Input
        label="Purchase-order number"
        optional={payBy !== 'invoice'}
        required={payBy === 'invoice'}
        maxLength={PO_NUMBER_MAX}
        hint="Your own reference; it is printed on the invoice and the packing slip."
        error={form.formState.errors.po_number?.message}
        {...form.register('po_number')}
      />
    </div>
  );
}
