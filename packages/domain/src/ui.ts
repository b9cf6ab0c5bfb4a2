/** How long a save/delete alert stays on screen (spec §9). */
export const ALERT_TIMEOUT_MS = 3000;
/** Under this width the admin sidebar collapses (spec §9). */
export const ADMIN_SIDEBAR_BREAKPOINT_PX = 768;
/** A lazy route chunk that has not loaded after this long counts as failed (spec §9). */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
