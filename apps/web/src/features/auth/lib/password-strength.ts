import { PASSWORD_MAX, PASSWORD_MIN } from '@backlit/domain';
import type * as strengthModule from '@backlit/domain/password-strength';
import type { z } from 'zod';

type StrengthModule = typeof strengthModule;

let loading: Promise<StrengthModule> | undefined;
let loaded: StrengthModule | undefined;

/**
 * The strength checker with its dictionaries (1.6 MB, about 800 KB compressed): loaded once, when
 * a password is first typed or a form with one is sent, never just because a page shows one.
 */
export function loadPasswordStrength(): Promise<StrengthModule> {
  loading ??= import('@backlit/domain/password-strength').then(
    (module) => (loaded = module),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * The checker once it has loaded. React's `use()` suspends on the first read of any promise, even
 * a settled one, so a meter that mounts after the load reads this instead and shows no fallback.
 */
export function loadedPasswordStrength(): StrengthModule | undefined {
  return loaded;
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
