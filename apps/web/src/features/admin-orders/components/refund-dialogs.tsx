import { zodResolver } from '@hookform/resolvers/zod';
import {
  centsToAmount,
  dollarsToCents,
  formatDollars,
  isOnAccount,
  OrderNoteRequestSchema,
  RefundOrderRequestSchema,
  type OrderDetail,
  type OrderNoteRequest,
  type RefundOrderRequest,
} from '@backlit/domain';
import type { ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { Input } from '../../../components/ui/input';
import { ActionDialog, submitThrough } from './action-dialog';
import { NoteField } from './note-field';

/**
 * Refund in full (the amount as offered) or in part; confirming names the amount. An order on
 * account had nothing captured: its refund is a credit note that lowers what its invoice asks for.
 */
export function RefundDialog({
  order,
  trigger,
  onRefund,
}: {
  order: OrderDetail;
  trigger: ReactNode;
  onRefund: (body: RefundOrderRequest) => Promise<void>;
}) {
  // On account, what a credit note can take off now (money received comes off first).
  const refundable = dollarsToCents(order.amounts.creditable_now ?? order.amounts.refundable);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    control,
    formState: { errors, isSubmitting },
  } = useForm<RefundOrderRequest, unknown, z.output<typeof RefundOrderRequestSchema>>({
    resolver: zodResolver(RefundOrderRequestSchema),
    defaultValues: { amount: centsToAmount(refundable), note: '' },
  });
  const amount = `$${String(useWatch({ control, name: 'amount' }) ?? '') || '0.00'}`;
  const text = isOnAccount(order.payment)
    ? creditNoteText(order, amount)
    : providerRefundText(order, amount);

  return (
    <ActionDialog
      trigger={trigger}
      title={text.title}
      description={text.description}
      submitLabel={text.submit}
      pendingLabel={text.pending}
      tone="danger"
      pending={isSubmitting}
      formError={errors.root?.server?.message}
      onOpen={() => reset({ amount: centsToAmount(refundable), note: '' })}
      onSubmit={submitThrough(handleSubmit, setError, ['amount', 'note'], async (body) =>
        onRefund({ amount: centsToAmount(body.amount ?? 0), note: body.note }),
      )}
    >
      <Input
        label="Amount (USD)"
        inputMode="decimal"
        required
        hint={text.hint}
        error={errors.amount?.message}
        {...register('amount')}
      />
      <NoteField error={errors.note?.message} {...register('note')} />
    </ActionDialog>
  );
}

interface RefundText {
  title: string;
  description: string;
  submit: string;
  pending: string;
  hint: string;
}

/** A refund through the payment provider that captured the order. `amount` as typed, with `$`. */
function providerRefundText({ tracking_no, amounts }: OrderDetail, amount: string): RefundText {
  const refundable = formatDollars(amounts.refundable);
  return {
    title: `Refund order ${tracking_no}`,
    description: `Captured ${formatDollars(amounts.captured)}, refunded so far ${formatDollars(amounts.refunded)}. Up to ${refundable} can be refunded through the payment provider; the customer is e-mailed.`,
    submit: `Refund ${amount}`,
    pending: 'Refunding…',
    hint: `A full refund of ${refundable} marks the order refunded; less keeps its status.`,
  };
}

/** A credit note against the invoice of an order on account. `amount` as typed, with `$`. */
function creditNoteText({ tracking_no, amounts }: OrderDetail, amount: string): RefundText {
  const creditable = formatDollars(amounts.refundable);
  const now = amounts.creditable_now ?? amounts.refundable;
  // A credit note lowers what the invoice still asks for: money received is returned first.
  const paidFirst =
    now < amounts.refundable
      ? ` The company has paid part of the invoice, so ${formatDollars(now)} can be credited now: to credit more, record the money returned to the company on its page first.`
      : '';
  return {
    title: `Credit note for order ${tracking_no}`,
    description: `Credited so far ${formatDollars(amounts.refunded)}. Up to ${creditable} can be credited, lowering what the company owes on its invoice; the customer is e-mailed.${paidFirst}`,
    submit: `Issue credit note of ${amount}`,
    pending: 'Issuing…',
    hint: `A credit note of the full ${creditable} marks the order refunded; less keeps its status.`,
  };
}

/** Cancel: confirms, naming what will be refunded with the cancellation. */
export function CancelDialog({
  order,
  trigger,
  onCancel,
}: {
  order: OrderDetail;
  trigger: ReactNode;
  onCancel: (body: OrderNoteRequest) => Promise<void>;
}) {
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<OrderNoteRequest, unknown, z.output<typeof OrderNoteRequestSchema>>({
    resolver: zodResolver(OrderNoteRequestSchema),
    defaultValues: { note: '' },
  });

  return (
    <ActionDialog
      trigger={trigger}
      title={`Cancel order ${order.tracking_no}?`}
      description={
        isOnAccount(order.payment)
          ? 'Its invoice is cancelled too, so the company no longer owes it; the customer is e-mailed. This cannot be undone.'
          : order.amounts.refundable > 0
            ? `${formatDollars(order.amounts.refundable)} will be refunded to the customer, who is e-mailed. This cannot be undone.`
            : 'The customer is e-mailed. This cannot be undone.'
      }
      submitLabel="Cancel order"
      pendingLabel="Cancelling…"
      tone="danger"
      pending={isSubmitting}
      formError={errors.root?.server?.message}
      onOpen={() => reset({ note: '' })}
      onSubmit={submitThrough(handleSubmit, setError, ['note'], onCancel)}
    >
      <NoteField error={errors.note?.message} {...register('note')} />
    </ActionDialog>
  );
}
