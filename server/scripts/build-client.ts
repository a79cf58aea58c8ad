// Builds the client when dist/client is missing or older than its sources (the same step npm start runs).
import { ensureClientBuilt } from '../src/client-build.ts';

await ensureClientBuilt();
