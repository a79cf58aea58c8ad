import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest's default is one fewer worker than cores: a single worker on a 2-core CI machine, while a
    // test file spends much of its time waiting on PostgreSQL, timers or its own HTTP calls.
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      {
        test: {
          name: 'server',
          include: ['server/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // One module graph per worker for the server files, not one per file: each file otherwise re-imported
          // the whole server (schema, Prisma client, query compiler) — ~2 s of CPU per file, 70 files, twice (PGlite
          // and PostgreSQL). Safe because the server keeps no per-run state in modules (caches are keyed by
          // request or viewer, or hold pure values), every test builds its own app and database
          // (server/test/harness.ts), and the files that stub globals restore them in afterAll.
          isolate: false,
        },
      },
      {
        // What the browser and the server both use (shared/, forms/): plain modules, tested on their own.
        test: {
          name: 'shared',
          include: ['shared/**/*.test.ts', 'forms/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        extends: './vite.config.ts',
        test: {
          name: 'client',
          root: '.',
          include: ['client/src/**/*.test.tsx', 'client/src/**/*.test.ts'],
          environment: 'happy-dom',
          setupFiles: ['client/src/test/setup.ts'],
        },
      },
    ],
  },
});
