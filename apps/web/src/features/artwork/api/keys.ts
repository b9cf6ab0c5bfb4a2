/** An order's artwork, per signed-in session (cleared on sign-out with the other queries). */
export const artworkKeys = {
  all: ['artwork'] as const,
  order: (orderId: number) => ['artwork', 'order', orderId] as const,
};
