import {
  centsToDollars,
  lineTotalCents,
  taxLineView,
  type BlindShipView,
  type OrderDetail,
  type TaxExemption,
} from '@backlit/domain';
import type { BlindShipSender, OrderTaxExemption } from '../../db/schema';
import type { OrderLineRow, OrderRow } from './orders.repository';

/** What was bought, as the staff and the customer order pages both show it. */
export function lineViews(lines: OrderLineRow[]): OrderDetail['lines'] {
  return lines.map((line) => ({
    product_id: line.productId,
    name: line.name,
    sku: line.sku,
    unit_price: centsToDollars(line.unitPriceCents),
    quantity: line.quantity,
    line_total: centsToDollars(lineTotalCents(line)),
  }));
}

/** The sales tax charged, per component and in all. */
export function taxView(order: OrderRow): Pick<OrderDetail, 'tax' | 'tax_total' | 'tax_exemption'> {
  return {
    tax: order.taxLines.map(taxLineView),
    tax_total: centsToDollars(order.taxCents),
    ...(order.taxExemption ? { tax_exemption: orderExemptionView(order.taxExemption) } : {}),
  };
}

/** The company a blind order ships under, as the staff's order screen shows it. */
export function blindShipView(sender: BlindShipSender): BlindShipView {
  return {
    name: sender.name,
    return_address: sender.returnAddress,
    has_logo: sender.logoFile !== null,
  };
}

/** The sender block of a blind order's papers: the company's name and return address. */
export function senderLines(sender: BlindShipSender): string[] {
  const address = sender.returnAddress;
  return [
    sender.name,
    address.streetaddress,
    address.streetaddressoptional,
    `${address.city}, ${address.state_contry} ${address.zip}`,
    address.country === 'US' ? 'United States' : 'Canada',
  ].filter((line): line is string => Boolean(line));
}

/** The certificate an order (or checkout's price) was exempted by, as its pages show it. */
export function orderExemptionView(
  exemption: Pick<OrderTaxExemption, 'number' | 'form' | 'country' | 'region'>,
): TaxExemption {
  return {
    certificate_number: exemption.number,
    form: exemption.form,
    country: exemption.country,
    state: exemption.region,
  };
}

/** The billing address given at checkout, with the API's published field names. */
export function billingView(order: OrderRow): OrderDetail['billing'] {
  return {
    firstname: order.firstName,
    lastname: order.lastName,
    companyname: order.companyName,
    streetaddress: order.address,
    streetaddressoptional: order.address2,
    city: order.city,
    state_contry: order.state,
    zip: order.postcode,
    country: order.country,
    phone: order.phone,
    email: order.email,
  };
}

/** Where the order goes, to which booth, and by which method as priced when it was placed. */
export function shippingView(
  order: OrderRow,
): Pick<OrderDetail, 'ship_to' | 'trade_show' | 'shipping' | 'plan'> {
  const shipping = order.shipping;
  return {
    ship_to: order.shipTo ?? null,
    trade_show: order.tradeShow ?? null,
    plan: order.showPlan ?? null,
    shipping: shipping
      ? {
          method: shipping.method,
          price: centsToDollars(shipping.priceCents),
          transit_days_min: shipping.transitDaysMin,
          transit_days_max: shipping.transitDaysMax,
          delivery_from: shipping.deliveryFrom,
          delivery_to: shipping.deliveryTo,
        }
      : null,
  };
}

/** The ship-to address as lines of text (none on orders placed before ship-to existed). */
export function shipToLines(order: Pick<OrderRow, 'shipTo'>): string[] {
  const to = order.shipTo;
  if (!to) return [];
  return [
    `${to.firstname} ${to.lastname}`,
    to.companyname,
    to.streetaddress,
    to.streetaddressoptional,
    `${to.city}, ${to.state_contry} ${to.zip}`,
    to.country === 'US' ? 'United States' : 'Canada',
    to.phone ? `Phone ${to.phone}` : null,
  ].filter((line): line is string => Boolean(line));
}

/** The trade-show delivery details as lines of text, when there are any. */
export function tradeShowLines(order: Pick<OrderRow, 'tradeShow'>): string[] {
  const show = order.tradeShow;
  if (!show) return [];
  return [
    `Trade show: ${show.name}`,
    `Hall / booth: ${show.booth}`,
    `Exhibitor: ${show.exhibitor}`,
    `Deliver by: ${show.deliver_by}`,
  ];
}

/** "Shipping (2-Day)" as totals name the shipping line. */
export function shippingLabel(shipping: { method: string }): string {
  return `Shipping (${shipping.method})`;
}

/** The estimated delivery, as one phrase: "2026-12-03" or "2026-12-03 to 2026-12-07". */
export function deliveryEstimate(shipping: { deliveryFrom: string; deliveryTo: string }): string {
  return shipping.deliveryFrom === shipping.deliveryTo
    ? shipping.deliveryFrom
    : `${shipping.deliveryFrom} to ${shipping.deliveryTo}`;
}
