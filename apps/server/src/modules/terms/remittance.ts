import { SHOP_REMITTANCE, type ShopInfo } from '@backlit/domain';

/**
 * How to pay on account, line by line; `quote` says what the payer writes with the money (an
 * invoice's number, or on the statement the numbers of the invoices paid).
 */
export function howToPayLines(shop: ShopInfo, quote: string): string[] {
  return [
    `${SHOP_REMITTANCE.bankTransfer}.`,
    `Or a cheque payable to ${SHOP_REMITTANCE.chequePayableTo}, mailed to ${shop.address}.`,
    `Quote ${quote} with your payment.`,
  ];
}
