/** How long a save/delete alert stays on screen: long enough to read, short enough not to cover the next action. */
export const ALERT_TIMEOUT_MS = 3000;
/**
 * Under this width the admin sidebar collapses into a drawer: on a tablet its 16rem would leave
 * the back-office's tables too little room.
 */
export const ADMIN_SIDEBAR_BREAKPOINT_PX = 1024;
/** A lazy route chunk that has not loaded after this long counts as failed (then the page offers a reload). */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
/** How often a page asks again about a payment the shop is still finishing (an order or a refund). */
export const PAYMENT_POLL_MS = 3000;
