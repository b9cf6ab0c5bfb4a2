/** The account's order data, per signed-in session (the queries are cleared on sign-out). */
export const accountOrderKeys = {
  all: ['account-orders'] as const,
  page: (page: number) => ['account-orders', 'page', page] as const,
  one: (id: number) => ['account-orders', 'one', id] as const,
  invoices: ['account-orders', 'invoices'] as const,
  payments: ['account-orders', 'payments'] as const,
  shows: ['account-orders', 'shows'] as const,
};
