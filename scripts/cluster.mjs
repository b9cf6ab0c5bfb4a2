// `npm run cluster`: builds what is stale, then runs three instances behind HAProxy
// (apps/server/cluster/run.ts) until Ctrl+C.
import { tsImport } from 'tsx/esm/api';
import { buildWhatIsStale } from './build-state.mjs';

buildWhatIsStale();
await tsImport('../apps/server/cluster/run.ts', import.meta.url);
