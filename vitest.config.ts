import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

/** The file Node itself loads for `graphql`, so inlined server code and type-graphql share one copy. */
const graphql = createRequire(import.meta.url).resolve('graphql');

/** `npm test`: server integration tests on a real PostgreSQL, then client component tests in jsdom. */
export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias: [{ find: /^graphql$/, replacement: graphql }] },
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/server/global-setup.ts'],
          setupFiles: ['reflect-metadata'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      'client/vitest.config.ts',
    ],
  },
});
