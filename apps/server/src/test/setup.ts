import { inject } from 'vitest';
import { useBuiltPreflightWorker } from '../modules/artwork';

// Every artwork check in the tests starts the check's process: from the build the global setup
// made rather than through tsx, which would compile its TypeScript again each time.
useBuiltPreflightWorker(inject('preflightWorker'));
