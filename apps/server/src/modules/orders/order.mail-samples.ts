import type { MailSample, MailSampleInput } from '../../platform/mail-layout';
import { approvalDecidedMail, approvalRequestedMail } from './order-approvals.mail';
import { companyPageUrl } from './order-approvals';
import { orderConfirmationMail, orderLinkMail } from './order.mail';
import { orderStatusMail } from './order-status.mail';
import { paymentRefundedMail } from './payment-refunded.mail';
import type { OrderRow } from './orders.repository';

/** The orders module's e-mails, for previews and for the tests every kind goes through. */
export function orderMailSamples({ shop, publicUrl, firstName }: MailSampleInput): MailSample[] {
  const shipTo = {
    firstname: firstName,
    lastname: 'Lovelace',
    companyname: 'Analytical Displays Inc.',
    streetaddress: '1455 Northside Dr NW',
    streetaddressoptional: 'Suite 200',
    city: 'Atlanta',
    state_contry: 'GA',
    zip: '30318',
    country: 'US',
    phone: '+1 404-555-0199',
  };
  const order: OrderRow = {
    id: 1042,
    trackingNo: 'BL-2026-1042',
    userId: 7,
    companyId: null,
    showPlan: null,
    shipBy: null,
    taxExemptCertificateId: null,
    taxExemption: null,
    blindShip: null,
    paymentId: 1,
    paymentOrderId: 'SAMPLE-PAYMENT-1042',
    paymentMethod: 'card',
    poNumber: null,
    status: 'paid',
    firstName,
    lastName: 'Lovelace',
    companyName: shipTo.companyname,
    address: shipTo.streetaddress,
    address2: shipTo.streetaddressoptional,
    city: shipTo.city,
    state: shipTo.state_contry,
    postcode: shipTo.zip,
    country: 'US',
    phone: shipTo.phone,
    email: 'ada@example.com',
    orderNotes: null,
    promotions: false,
    rush: true,
    subtotalCents: 71_700,
    rushFeeCents: 17_925,
    taxCents: 0,
    taxLines: [],
    shippingCents: 1_495,
    shipping: {
      methodId: 1,
      method: 'Ground',
      priceCents: 1_495,
      transitDaysMin: 3,
      transitDaysMax: 5,
      deliveryFrom: '2026-12-07',
      deliveryTo: '2026-12-09',
    },
    shipTo,
    tradeShow: null,
    deliverBy: null,
    totalCents: 91_120,
    currency: 'USD',
    carrier: null,
    shipmentTrackingNumber: null,
    shippedAt: null,
    createdAt: new Date('2026-11-29T10:00:00Z'),
    updatedAt: new Date('2026-11-29T10:00:00Z'),
    searchDocument: '',
  };
  const lines = [
    {
      name: 'MLB Backlit Frame 85 × 200 cm',
      sku: 'MLB-85200',
      unitPriceCents: 24_900,
      quantity: 2,
      printSize: 'mlb-85x200',
    },
    {
      name: 'Replacement fabric print, single-sided',
      sku: 'FAB-85200',
      unitPriceCents: 21_900,
      quantity: 1,
      printSize: 'mlb-85x200',
    },
  ];
  // A guest's order to a show in Canada, with sales tax and the show's deadlines.
  const guestOrder: OrderRow = {
    ...order,
    id: 1043,
    trackingNo: 'BL-2026-1043',
    userId: null,
    country: 'CA',
    shipTo: { ...shipTo, city: 'Toronto', state_contry: 'ON', zip: 'M5V 2T6', country: 'CA' },
    tradeShow: {
      name: 'Canadian Retail Expo',
      booth: 'Hall 4, booth 1207',
      exhibitor: 'Analytical Displays Inc.',
      deliver_by: '2026-12-10',
    },
    deliverBy: '2026-12-10',
    taxCents: 11_845,
    taxLines: [{ name: 'HST', rateThousandths: 13_000, amountCents: 11_845 }],
    totalCents: 102_965,
  };
  const guestPage = `${publicUrl}/orders/guest/sample-private-link-token`;
  const approval = {
    buyer: `${firstName} Lovelace`,
    subtotalCents: 71_700,
    lines: lines.map((line) => ({ name: line.name, quantity: line.quantity })),
    quoteNumber: null,
    note: 'For our booth at Canadian Retail Expo',
  };
  return [
    {
      kind: 'order-confirmation',
      message: orderConfirmationMail(shop, publicUrl, order, lines),
    },
    {
      kind: 'order-confirmation-guest',
      message: orderConfirmationMail(shop, publicUrl, guestOrder, lines, guestPage, [
        { label: 'Artwork approved by', date: '2026-12-02' },
        { label: 'Ships by', date: '2026-12-04' },
        { label: 'At your booth by', date: '2026-12-10' },
      ]),
    },
    { kind: 'order-link', message: orderLinkMail(shop, guestOrder, guestPage) },
    {
      kind: 'approval-requested',
      message: approvalRequestedMail(
        shop,
        { email: 'grace@example.com', firstName: 'Grace' },
        approval,
        companyPageUrl(publicUrl),
      ),
    },
    {
      kind: 'approval-declined',
      message: approvalDecidedMail(
        shop,
        { email: 'ada@example.com', firstName },
        {
          ...approval,
          outcome: 'declined',
          decider: 'Grace Hopper',
          reason: 'Reuse the spring frames',
        },
        companyPageUrl(publicUrl),
      ),
    },
    {
      kind: 'approval-approved',
      message: approvalDecidedMail(
        shop,
        { email: 'ada@example.com', firstName },
        { ...approval, outcome: 'approved', decider: 'Grace Hopper', reason: null },
        `${publicUrl}/checkout`,
      ),
    },
    {
      kind: 'approval-not-needed',
      message: approvalDecidedMail(
        shop,
        { email: 'ada@example.com', firstName },
        { ...approval, outcome: 'not_needed', decider: 'Grace Hopper', reason: null },
        `${publicUrl}/checkout`,
      ),
    },
    {
      kind: 'order-in-production',
      message: orderStatusMail(shop, order, { kind: 'in_production' }),
    },
    {
      kind: 'order-shipped',
      message: orderStatusMail(shop, order, {
        kind: 'shipped',
        carrier: 'UPS',
        trackingNumber: '1Z999AA10123456784',
      }),
    },
    { kind: 'order-delivered', message: orderStatusMail(shop, order, { kind: 'delivered' }) },
    {
      kind: 'order-cancelled',
      message: orderStatusMail(shop, order, { kind: 'cancelled', refundedCents: 91_120 }),
    },
    {
      kind: 'order-refunded',
      message: orderStatusMail(shop, order, {
        kind: 'refunded',
        refundedCents: 21_900,
        remainingCents: 69_220,
      }),
    },
    {
      kind: 'order-credit-note',
      message: orderStatusMail(shop, order, {
        kind: 'refunded',
        refundedCents: 21_900,
        remainingCents: 69_220,
        creditNote: { number: 'CN-2026-000012', invoice: 'INV-2026-000418' },
      }),
    },
    {
      kind: 'payment-refunded',
      message: paymentRefundedMail(shop, {
        email: order.email,
        firstName,
        amountCents: 91_120,
        reason:
          'A frame you ordered sold out while you were paying, so we could not make the order.',
        paymentReference: 'SAMPLE-PAYMENT-1042',
      }),
    },
  ];
}
