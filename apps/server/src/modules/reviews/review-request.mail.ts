import type { ShopInfo } from '@backlit/domain';
import { renderMail } from '../../platform/mail-layout';
import type { MailMessage } from '../../platform/mailer';

/** Asks a customer, some days after shipping, to review what they received and not yet reviewed. */
export function reviewRequestMail(
  shop: ShopInfo,
  publicUrl: string,
  order: { trackingNo: string; email: string; firstName: string },
  products: { name: string; slug: string }[],
): MailMessage {
  const subject = `How is your order ${order.trackingNo}?`;
  return {
    to: order.email,
    subject,
    ...renderMail(shop, {
      heading: subject,
      paragraphs: [
        `Hello ${order.firstName},`,
        'We hope your order arrived well. Other trade-show professionals choose by what customers write: would you tell them how you find these?',
        ...products.map(
          (product) => `${product.name}: ${new URL(`/product/${product.slug}`, publicUrl).href}`,
        ),
      ],
      action: {
        label: 'Write a review',
        url: new URL('/dashboard-client/reviews', publicUrl).href,
      },
      notes: [
        'Only customers who received a product can review it, so every review is a verified purchase.',
      ],
    }),
  };
}
