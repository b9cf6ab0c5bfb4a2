/**
 * What checkout hands on to the order-complete page; absent after a reload, when only the number
 * is known.
 */
export interface OrderCompleteState {
  /** The order's id, for the link to it in the account area. */
  orderId?: number;
  /**
   * Placed without an account: the order's private page (`/order/<token>`), and the details
   * given at checkout, which "Save your details" turns into an account.
   */
  orderLink?: string;
  billing?: GuestBilling;
  email: string;
  lines: { name: string; quantity: number; totalCents: number }[];
  subtotalCents: number;
  rushFeeCents: number;
  /** The shipping method and its price; absent when nothing was charged for it. */
  shipping?: { label: string; cents: number } | undefined;
  /** Each sales-tax component charged ("HST 13%"); absent on states saved before tax existed. */
  taxLines?: { label: string; cents: number }[];
  totalCents: number;
}

/** The billing details of a guest's checkout, as an order's page spells them. */
export interface GuestBilling {
  firstname: string;
  lastname: string;
  companyname: string | null;
  streetaddress: string;
  streetaddressoptional: string | null;
  city: string;
  state_contry: string;
  zip: string;
  country: string;
  phone: string;
  email: string;
}

/** The summary checkout left in the history entry (kept across reloads), if it is one. */
export function orderCompleteState(state: unknown): OrderCompleteState | null {
  const candidate = state as Partial<OrderCompleteState> | null;
  return typeof candidate?.email === 'string' &&
    Array.isArray(candidate.lines) &&
    typeof candidate.totalCents === 'number'
    ? (candidate as OrderCompleteState)
    : null;
}
