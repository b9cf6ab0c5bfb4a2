import type { Address } from '@backlit/domain';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { AddressFields, NameFields } from '../../../components/address-fields';
import { FormCheckbox } from '../../../components/form-checkbox';
import { Input } from '../../../components/ui/input';
import {
  SHIP_TO_ADDRESS_NAMES,
  type CheckoutFormInput,
  type CheckoutFormValues,
} from '../checkout-form';
import { SavedAddressSelect } from './saved-address-select';

type ShipToFieldsProps = {
  form: UseFormReturn<CheckoutFormInput, unknown, CheckoutFormValues>;
  savedAddresses: readonly Address[];
};

/**
 * Where the order goes: the billing address unless "Ship to a different address" is ticked;
 * then an address checked like billing (its phone optional, for the carrier), and, for a stand
 * at a show, the show, the hall and booth, the exhibitor and the day it must be there.
 */
export function ShipToFields({ form, savedAddresses }: ShipToFieldsProps) {
  const [different, tradeShow] = useWatch({
    control: form.control,
    name: ['ship_to_different', 'trade_show'],
  });
  const { register, formState } = form;
  const error = (name: keyof CheckoutFormInput) =>
    form.getFieldState(name, formState).error?.message;

  return (
    <div className="flex flex-col gap-4">
      <FormCheckbox
        control={form.control}
        name="ship_to_different"
        label="Ship to a different address"
      />
      {different === true && (
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="sm:col-span-2">
            <SavedAddressSelect
              addresses={savedAddresses}
              form={form}
              prefix="shipping_"
              label="Ship to a saved address"
            />
          </div>
          <NameFields form={form} names={SHIP_TO_ADDRESS_NAMES} wideCompany />
          <AddressFields form={form} names={SHIP_TO_ADDRESS_NAMES} area="shipping" />
          <Input
            label="Phone for the carrier"
            optional
            type="tel"
            autoComplete="shipping tel"
            error={error('shipping_phone')}
            {...register('shipping_phone')}
          />
        </div>
      )}
      <FormCheckbox
        control={form.control}
        name="trade_show"
        label="Deliver to a trade-show booth"
      />
      {tradeShow === true && (
        <div className="grid gap-4 sm:grid-cols-2">
          <Input
            label="Show name"
            required
            containerClassName="sm:col-span-2"
            error={error('show_name')}
            {...register('show_name')}
          />
          <Input
            label="Hall / booth number"
            required
            error={error('show_booth')}
            {...register('show_booth')}
          />
          <Input
            label="Exhibitor name"
            required
            hint="As registered with the show"
            error={error('show_exhibitor')}
            {...register('show_exhibitor')}
          />
          <Input
            label="Deliver by"
            required
            type="date"
            error={error('show_deliver_by')}
            {...register('show_deliver_by')}
          />
        </div>
      )}
    </div>
  );
}
