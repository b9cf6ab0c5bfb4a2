import { inject } from 'vitest';
import { useBuiltPreflightWorker } from '../modules/artwork';
import { usePasswordHashCost } from '../modules/auth';

// Every artwork check in the tests starts the check's process: from the build the global setup
// made rather than through tsx, which would compile its TypeScript again each time.
useBuiltPreflightWorker(inject('preflightWorker'));

// Accounts are registered and signed in by the hundred: hashed at argon2's cheapest settings.
// The shop's own settings are checked where registration stores a hash (register.test.ts).
usePasswordHashCost('cheapest');
