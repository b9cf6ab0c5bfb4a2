import { randomInt } from 'node:crypto';
import { TRACKING_ALPHABET } from '@backlit/domain';

const LENGTH = 6;

/** A new order number such as 'BLS-7K4M2Q': 6 symbols drawn with a CSPRNG, so not guessable. */
export function newTrackingNo(): string {
  let code = '';
  for (let i = 0; i < LENGTH; i++) code += TRACKING_ALPHABET[randomInt(TRACKING_ALPHABET.length)];
  return `BLS-${code}`;
}
