import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';
import { chakraThemeAlias } from '../vite.config.ts';

/** Client component tests: jsdom, Testing Library and MSW GraphQL handlers. Paths resolve from the repo root. */
export default defineProject({
  root: fileURLToPath(new URL('..', import.meta.url)),
  plugins: [react()],
  resolve: { alias: [chakraThemeAlias] },
  test: {
    name: 'client',
    environment: 'jsdom',
    include: ['tests/client/**/*.test.tsx'],
    setupFiles: ['tests/client/setup.ts'],
    restoreMocks: true,
    testTimeout: 15_000,
  },
});
