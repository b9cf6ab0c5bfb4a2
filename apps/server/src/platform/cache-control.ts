/** Content-hashed or generated-name files never change under the same URL. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Always revalidate: index.html must point at the newest hashed assets. */
export const NO_CACHE = 'no-cache';
/** Unhashed files such as favicon.svg or robots.txt. */
export const SHORT_CACHE = 'public, max-age=3600';
