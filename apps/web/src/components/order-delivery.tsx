import type { OrderShipping, ShipToView, TradeShowView } from '@backlit/domain';
import { formatDeliveryWindow } from '../lib/format';
import { PostalAddress } from './postal-address';

type OrderDeliveryProps = {
  order: {
    ship_to: ShipToView | null;
    trade_show: TradeShowView | null;
    shipping: OrderShipping | null;
  };
};

const SHOW_DAY = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
const day = (iso: string) => SHOW_DAY.format(new Date(`${iso}T00:00:00Z`));

/**
 * Where an order goes and how, as it was placed: the ship-to address, the trade-show booth and
 * the day it must be there, the method and the delivery estimated at the time. Orders placed
 * before ship-to existed went to their billing address.
 */
export function OrderDelivery({ order }: OrderDeliveryProps) {
  const { ship_to: shipTo, trade_show: show, shipping } = order;
  return (
    <div className="flex flex-col gap-3">
      {shipTo ? (
        <PostalAddress address={shipTo} />
      ) : (
        <p className="text-slate-600">To the billing address.</p>
      )}
      {show && (
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 rounded-lg bg-glow-50 p-3">
          <dt className="text-slate-500">Trade show</dt>
          <dd className="font-medium">{show.name}</dd>
          <dt className="text-slate-500">Hall / booth</dt>
          <dd className="font-medium">{show.booth}</dd>
          <dt className="text-slate-500">Exhibitor</dt>
          <dd>{show.exhibitor}</dd>
          <dt className="text-slate-500">Deliver by</dt>
          <dd className="font-medium">{day(show.deliver_by)}</dd>
        </dl>
      )}
      {shipping && (
        <p>
          {shipping.method} · estimated delivery{' '}
          {formatDeliveryWindow(shipping.delivery_from, shipping.delivery_to)}
        </p>
      )}
    </div>
  );
}
