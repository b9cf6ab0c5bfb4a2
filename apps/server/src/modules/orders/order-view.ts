import { centsToDollars, lineTotalCents, taxLineView, type OrderDetail } from '@backlit/domain';
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
export function taxView(order: OrderRow): Pick<OrderDetail, 'tax' | 'tax_total'> {
  return { tax: order.taxLines.map(taxLineView), tax_total: centsToDollars(order.taxCents) };
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
