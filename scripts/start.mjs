// `npm start`: build the web app and the server when the build is missing or stale, then run it.
import { buildWhatIsStale } from './build-state.mjs';

buildWhatIsStale();

// Run the server in this process so SIGTERM/SIGINT reach its graceful shutdown directly.
await import(new URL('../apps/server/dist/main.js', import.meta.url).href);
