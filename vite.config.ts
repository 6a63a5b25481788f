import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const client = (file: string) => fileURLToPath(new URL(`./client/${file}`, import.meta.url));

/**
 * `chakra-theme/tokens/colors` → Chakra's own `dist/esm/theme/tokens/colors.js`: the theme's parts
 * one by one, without the index module that re-exports every recipe (see shared/theme/chakra-defaults.ts).
 */
export const chakraThemeAlias = {
  find: /^chakra-theme\/(.+)$/,
  replacement: `${fileURLToPath(new URL('./node_modules/@chakra-ui/react/dist/esm/theme/', import.meta.url))}$1.js`,
};

/**
 * The client build: the shop (`index.html`) and GraphiQL (`graphiql.html`) as two entries of one
 * bundle. The admin back office, GraphiQL, the notices' toaster, the catalogue and the information
 * pages are chunks of their own, loaded on demand: a shopper on the home page never downloads them.
 */
export default defineConfig({
  root: 'client',
  plugins: [react()],
  resolve: { alias: [chakraThemeAlias] },
  build: {
    outDir: '../dist/client',
    emptyOutDir: true,
    rolldownOptions: {
      input: {
        main: client('index.html'),
        graphiql: client('graphiql.html'),
      },
      output: {
        // React is what both pages share: one long-cached chunk with a name that says what it is.
        codeSplitting: { groups: [{ name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ }] },
      },
    },
  },
  server: {
    proxy: {
      '/api': 'http://localhost:4000',
      '/graphql': 'http://localhost:4000',
    },
  },
});
