/** The published `role_as` values: 1 = admin (staff), 0 = customer. */
export const ROLE = { customer: 0, admin: 1 } as const;
export type Role = (typeof ROLE)[keyof typeof ROLE];

export const USERNAME_MIN = 3;
export const USERNAME_MAX = 30;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
/** Minimum zxcvbn score (0–4) a new password needs. */
export const PASSWORD_MIN_SCORE = 3;

/** A "remember me" session lasts this long. */
export const REMEMBERED_SESSION_DAYS = 30;
/** Without "remember me", a session unused for this long ends. */
export const SESSION_IDLE_HOURS = 12;
/** A password-reset link works once, for this long. */
export const PASSWORD_RESET_TTL_MINUTES = 60;

/** Names of the cookies the web app relies on (Sanctum-style CSRF). */
export const AUTH_COOKIE = 'backlit_session';
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';
/**
 * A device that has signed in to an account: an HttpOnly cookie signed by the server, naming the
 * account. Wrong passwords from elsewhere never slow down sign-in from such a device.
 */
export const SIGNED_IN_DEVICE_COOKIE = 'backlit_device';
/** How long a device stays known after its last sign-in (each sign-in renews it). */
export const SIGNED_IN_DEVICE_DAYS = 180;
/** The signed-out shopper's cart: an HttpOnly cookie signed by the server. */
export const GUEST_CART_COOKIE = 'backlit_cart';
