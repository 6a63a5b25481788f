import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';
import { chakraThemeAlias } from './vite.config.js';

/** The file Node itself loads for `graphql`, so inlined server code and type-graphql share one copy. */
const graphql = createRequire(import.meta.url).resolve('graphql');

/** `npm test`: server integration tests on a real PostgreSQL, then client component tests in jsdom. */
export default defineConfig({
  test: {
    projects: [
      {
        // The storefront's server entry is rendered in the server tests: its Chakra theme imports resolve as in the build.
        resolve: { alias: [{ find: /^graphql$/, replacement: graphql }, chakraThemeAlias] },
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
