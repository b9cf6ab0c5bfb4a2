import type { ContactRequestSchema, ShopInfo } from '@backlit/domain';
import type { z } from 'zod';
import { renderMail } from '../../platform/mail-layout';
import type { MailMessage } from '../../platform/mailer';

export type ContactMessage = z.output<typeof ContactRequestSchema>;

/** One line: a subject or header value never carries a line break from the form. */
const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim();

/**
 * The message to the shop's inbox. Reply-To is the sender, so answering goes to them; the From
 * stays the shop's own address (a forged From would fail the receiver's SPF/DMARC checks).
 */
export function contactMail(shop: ShopInfo, message: ContactMessage, ip: string): MailMessage {
  const name = oneLine(message.name);
  const subject = oneLine(message.subject ?? `Message from ${name}`);
  const details = [
    `From: ${name} <${message.email}>`,
    ...(message.phone ? [`Phone: ${message.phone}`] : []),
    ...(message.subject ? [`Subject: ${subject}`] : []),
  ];
  const body = message.message
    .split(/\n{2,}/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  const rendered = renderMail(shop, {
    heading: 'New message from the contact form',
    paragraphs: [...details, ...body],
    notes: [`Reply to this e-mail to answer ${name}. Sent from IP address ${ip}.`],
  });
  return {
    to: shop.email,
    replyTo: { name, address: message.email },
    subject: `Contact form: ${subject}`.slice(0, 200),
    ...rendered,
  };
}
