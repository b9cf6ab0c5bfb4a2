import { PASSWORD_MAX, PASSWORD_MIN } from '@backlit/domain';
import type * as strengthModule from '@backlit/domain/password-strength';
import type { ReactPromise } from 'react';
import type { z } from 'zod';

type StrengthModule = typeof strengthModule;

/**
 * A promise that also says, in the fields React reads, that it has settled: `use()` then returns
 * its value at once instead of suspending for a render, so a meter that mounts after the load
 * shows no fallback and every render of it calls `use()` alike.
 */
type Load = Promise<StrengthModule> & ReactPromise<StrengthModule>;

let loading: Load | undefined;

/**
 * The strength checker with its dictionaries (1.6 MB, about 800 KB compressed): loaded once, when
 * a password is first typed or a form with one is sent, never just because a page shows one.
 */
export function loadPasswordStrength(): Load {
  if (!loading) {
    const promise: Load = import('@backlit/domain/password-strength').then(
      (module) => {
        Object.assign(promise, { status: 'fulfilled', value: module });
        return module;
      },
      (error: unknown) => {
        // A failed load (offline) is tried again by the next caller.
        loading = undefined;
        throw error;
      },
    );
    loading = promise;
  }
  return loading;
}

/**
 * The server's strength rule, checked in the browser before sending: adds the reasons as the
 * password's error. `userInputs` are the person's own details, which make a password weak.
 */
export async function refinePasswordStrength(
  ctx: z.RefinementCtx,
  password: string,
  userInputs: (string | undefined)[],
  path: string = 'password',
): Promise<void> {
  // Length errors come from the schema; strength only matters for a password of valid length.
  if (password.length < PASSWORD_MIN || password.length > PASSWORD_MAX) return;
  const { passwordStrength } = await loadPasswordStrength();
  const strength = passwordStrength(
    password,
    userInputs.filter((input): input is string => Boolean(input)),
  );
  if (!strength.acceptable) {
    ctx.addIssue({ code: 'custom', path: [path], message: strength.reasons.join(' ') });
  }
}
