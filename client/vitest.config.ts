import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';
import { chakraThemeAlias } from '../vite.config.ts';

/** Client component tests: jsdom, Testing Library and MSW GraphQL handlers. Paths resolve from the repo root. */
const root = fileURLToPath(new URL('..', import.meta.url));

export default defineProject({
  root,
  plugins: [react()],
  resolve: { alias: [chakraThemeAlias] },
  test: {
    name: 'client',
    dir: root,
    environment: 'jsdom',
    include: ['tests/client/**/*.test.tsx'],
    setupFiles: [`${root}/tests/client/setup.ts`],
    restoreMocks: true,
    testTimeout: 30_000,
  },
});
