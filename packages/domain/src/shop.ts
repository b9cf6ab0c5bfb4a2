import { z } from 'zod';

/**
 * Who the shop is: shown in the header, footer, e-mails and documents. The server reads it from
 * its configuration (SHOP_* variables) and hands it to the web app; these are the defaults.
 */
export const ShopInfoSchema = z.object({
  name: z.string().min(1),
  tagline: z.string().min(1),
  email: z.email(),
  phone: z.string().min(1),
  address: z.string().min(1),
});
export type ShopInfo = z.infer<typeof ShopInfoSchema>;

export const DEFAULT_SHOP_INFO: ShopInfo = {
  name: 'Backlit Shop',
  tagline: 'Foldable backlit frames and printed fabric banners for trade shows and retail.',
  email: 'sales@backlitshop.com',
  phone: '+1 404-555-0134',
  address: '1455 Northside Dr NW, Atlanta, GA 30318, USA',
};

/** Turns a phone number as people write it into a `tel:` link target. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/**
 * Where a company buying on account sends the money for an invoice: printed on the invoice and
 * the statement, with the invoice number to quote.
 */
export const SHOP_REMITTANCE = {
  bankTransfer:
    'Bank transfer (ACH or wire) to Backlit Shop LLC, Peachtree Commerce Bank, routing 061000227, account 4417 2290 5518',
  chequePayableTo: 'Backlit Shop LLC',
} as const;
