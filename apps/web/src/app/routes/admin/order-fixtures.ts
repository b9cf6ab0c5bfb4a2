import type { OrderDetail, OrderSummary } from '@backlit/domain';

/** An order as the back-office API answers it, for the admin order page tests. */
export const ORDER: OrderSummary = {
  id: 7,
  tracking_no: 'BLS-7K4M2Q',
  phone: '+1 404-555-0134',
  email: 'jane@example.com',
  payement_method: 'PayPal',
  name: 'Jane Doe',
  status: 'paid',
  total: 622.5,
  currency: 'USD',
  created_at: '2026-11-20T15:04:00.000Z',
  artwork: 'none',
};

export const DETAIL: OrderDetail = {
  ...ORDER,
  lines: [
    {
      product_id: 3,
      name: 'MLB 85x150 Backlit Frame',
      sku: 'MLB-85X150',
      unit_price: 249,
      quantity: 2,
      line_total: 498,
    },
  ],
  subtotal: 498,
  rush: true,
  rush_fee: 124.5,
  tax: [],
  tax_total: 0,
  ship_to: null,
  trade_show: null,
  shipping: null,
  billing: {
    firstname: 'Jane',
    lastname: 'Doe',
    companyname: 'Doe Displays',
    streetaddress: '1455 Northside Dr NW',
    streetaddressoptional: null,
    city: 'Atlanta',
    state_contry: 'GA',
    zip: '30318',
    country: 'US',
    phone: ORDER.phone,
    email: ORDER.email,
  },
  ordernotes: 'Deliver to the loading dock.',
  promotions: false,
  payment: {
    provider: 'paypal',
    order_id: '5O190127TN364715T',
    capture_id: '3C679366HH908993F',
    status: 'captured',
  },
  shipment: null,
  amounts: { captured: 622.5, refunded: 0, refundable: 622.5 },
  refunds: [],
  history: [],
  allowed_transitions: ['in_production', 'cancelled', 'refunded'],
};
