import { zodResolver } from '@hookform/resolvers/zod';
import {
  centsToAmount,
  dollarsToCents,
  formatDollars,
  formatMoney,
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

/** Refund in full (the amount as offered) or in part; confirming names the amount. */
export function RefundDialog({
  order,
  trigger,
  onRefund,
}: {
  order: OrderDetail;
  trigger: ReactNode;
  onRefund: (body: RefundOrderRequest) => Promise<void>;
}) {
  const captured = dollarsToCents(order.amounts.captured);
  const refunded = dollarsToCents(order.amounts.refunded);
  const refundable = dollarsToCents(order.amounts.refundable);
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
  const amount = String(useWatch({ control, name: 'amount' }) ?? '');

  return (
    <ActionDialog
      trigger={trigger}
      title={`Refund order ${order.tracking_no}`}
      description={`Captured ${formatMoney(captured)}, refunded so far ${formatMoney(refunded)}. Up to ${formatMoney(refundable)} can be refunded through the payment provider; the customer is e-mailed.`}
      submitLabel={`Refund $${amount || '0.00'}`}
      pendingLabel="Refunding…"
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
        hint={`A full refund of ${formatMoney(refundable)} marks the order refunded; less keeps its status.`}
        error={errors.amount?.message}
        {...register('amount')}
      />
      <NoteField error={errors.note?.message} {...register('note')} />
    </ActionDialog>
  );
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
