import { loadPasswordStrength } from '../src/features/auth';

/**
 * Loads the strength checker through the password meter's own loader, for a `beforeAll`. The meter
 * suspends until that load has finished; a test that types while it is still pending makes React
 * render the suspended meter inside user-event's act() call ("A component suspended inside an
 * `act` scope"), which happens whenever the machine is slow enough.
 */
export async function preloadPasswordStrength(): Promise<void> {
  await loadPasswordStrength();
}
