import { defineConfig } from 'vitest/config';

/** `npm run test:e2e`: the built app in a real process, driven by Debian's Chromium through playwright-core. */
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['tests/e2e/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/e2e/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
