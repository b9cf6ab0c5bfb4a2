import type { ShopInfo } from '@backlit/domain';
import { contentMailHtml } from './mail-components';
import type { MailMessage } from './mailer';

export interface MailContent {
  /** The first line of the body, e.g. "Reset your password". */
  heading: string;
  /** Plain sentences; escaped for HTML. */
  paragraphs: string[];
  action?: { label: string; url: string };
  /** Smaller print under the action (expiry, "ignore this e-mail"). */
  notes?: string[];
}

export interface RenderedMail {
  text: string;
  html: string;
}

/** The plain-text part: the same content, signed with the shop's name and contact details. */
export function mailText(shop: ShopInfo, content: MailContent): string {
  const notes = content.notes ?? [];
  return [
    content.heading,
    '',
    ...content.paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ''] : []),
    ...notes.flatMap((note) => [note, '']),
    '-- ',
    shop.name,
    shop.address,
    `${shop.phone} · ${shop.email}`,
    '',
  ].join('\n');
}

/**
 * An e-mail made of sentences, an optional action and small print, in both parts: the HTML in the
 * shop's layout (mail-components.tsx), the text as written.
 */
export function renderMail(shop: ShopInfo, content: MailContent): RenderedMail {
  return { text: mailText(shop, content), html: contentMailHtml(shop, content) };
}

/** One kind of e-mail filled with made-up data, to look at and to test every kind alike. */
export interface MailSample {
  kind: string;
  message: MailMessage;
}

/** What a module's samples are made for: the shop, its address, and a customer's first name. */
export interface MailSampleInput {
  shop: ShopInfo;
  publicUrl: string;
  firstName: string;
}
