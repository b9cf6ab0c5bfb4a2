/**
 * The shop's public claims (spec §1, §9), written once for the top bar and the home page.
 * The frame size should come from the domain's frame sizes once the catalogue defines them.
 */
export const CLAIMS = {
  rating: '4.9/5',
  customerCount: '2,500+',
  setupTime: '5 minutes',
  maxFrameSize: '9.84 ft',
} as const;
