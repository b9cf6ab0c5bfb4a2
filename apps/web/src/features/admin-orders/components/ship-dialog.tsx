import { zodResolver } from '@hookform/resolvers/zod';
import { ShipOrderRequestSchema, type ShipOrderRequest } from '@backlit/domain';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Input } from '../../../components/ui/input';
import { ActionDialog, submitThrough } from './action-dialog';
import { NoteField } from './note-field';

const FIELDS = ['carrier', 'tracking_number', 'note'] as const;
const EMPTY = { carrier: '', tracking_number: '', note: '' };

/** Mark shipped: carrier and tracking number (both required), which the customer is e-mailed. */
export function ShipDialog({
  trigger,
  onShip,
}: {
  trigger: ReactNode;
  onShip: (body: ShipOrderRequest) => Promise<void>;
}) {
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ShipOrderRequest, unknown, z.output<typeof ShipOrderRequestSchema>>({
    resolver: zodResolver(ShipOrderRequestSchema),
    defaultValues: EMPTY,
  });

  return (
    <ActionDialog
      trigger={trigger}
      title="Mark shipped"
      description="The customer is e-mailed the carrier and tracking number."
      submitLabel="Mark shipped"
      pendingLabel="Saving…"
      pending={isSubmitting}
      formError={errors.root?.server?.message}
      onOpen={() => reset(EMPTY)}
      onSubmit={submitThrough(handleSubmit, setError, FIELDS, onShip)}
    >
      <Input
        label="Carrier"
        required
        placeholder="UPS, FedEx, USPS, Canada Post…"
        error={errors.carrier?.message}
        {...register('carrier')}
      />
      <Input
        label="Tracking number"
        required
        autoComplete="off"
        error={errors.tracking_number?.message}
        {...register('tracking_number')}
      />
      <NoteField error={errors.note?.message} {...register('note')} />
    </ActionDialog>
  );
}
