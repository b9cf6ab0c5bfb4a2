import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as english from '@zxcvbn-ts/language-en';
import { PASSWORD_MIN_SCORE } from './auth';

/**
 * How many characters of a password are judged. The check's work grows much faster than the
 * password: at the library's defaults a 128-character password of look-alike characters ("4", "3",
 * "1", "$"…) took two seconds of one core, on the server for each request that sets a password
 * and in the browser for each key typed. A passphrase of this length is strong by its length
 * alone; one whose first 64 characters are weak is refused all the same.
 */
export const PASSWORD_CHARACTERS_JUDGED = 64;

// Its own entry point (`@backlit/domain/password-strength`): the dictionaries weigh 1.6 MB, so
// only the server and the forms that set a password load them, and the forms only on demand.
const zxcvbn = new ZxcvbnFactory({
  dictionary: { ...common.dictionary, ...english.dictionary },
  graphs: common.adjacencyGraphs,
  translations: english.translations,
  maxLength: PASSWORD_CHARACTERS_JUDGED,
  // Look-alike spellings ("p4ssw0rd") are tried with up to this many characters swapped back
  // rather than the library's hundred: every common password and passphrase still scores as it
  // did (a thousand checked), and the slowest password takes under a tenth of the time.
  l33tMaxSubstitutions: 10,
});

export type PasswordStrength = {
  /** 0 (guessable in seconds) to 4 (very hard to guess). */
  score: 0 | 1 | 2 | 3 | 4;
  acceptable: boolean;
  /** Why it is weak and what to do, in plain English; empty when acceptable. */
  reasons: string[];
};

/**
 * How hard a password is to guess. `userInputs` are the person's own details (name, e-mail,
 * username…): a password built from them is weak however long it is.
 */
export function passwordStrength(password: string, userInputs: string[] = []): PasswordStrength {
  const result = zxcvbn.check(password, userInputs.filter(Boolean));
  const acceptable = result.score >= PASSWORD_MIN_SCORE;
  const reasons = acceptable
    ? []
    : [result.feedback.warning, ...result.feedback.suggestions].filter((text): text is string =>
        Boolean(text),
      );
  if (!acceptable && reasons.length === 0) reasons.push('This password is too easy to guess.');
  return { score: result.score, acceptable, reasons };
}
