// Builds the web app and the server when their build is missing or older than their sources.
import { buildWhatIsStale } from './build-state.mjs';

buildWhatIsStale();
