/**
 * The shop's public claims, written once for the top bar and the home page.
 * Only facts the shop can stand behind: no ratings or customer counts until real ones exist.
 */
export const CLAIMS = {
  setupTime: '5 minutes',
  maxFrameSize: '9.84 ft',
} as const;
