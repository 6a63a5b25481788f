import react from '@vitejs/plugin-react';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { ChunkingContext } from 'rolldown';
import { defaultClientConditions, defineConfig, type Plugin } from 'vite';

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
 * Writes `.br` and `.gz` beside every text file of the build; the server sends them as they are
 * (server/core/precompressed.ts). Highest levels, since it happens once per build — except brotli
 * above 512 KB (GraphiQL's editor and workers): there level 11 took 8 s of a 20 s build to make them
 * 7 % smaller. A sibling that would not be smaller is left out.
 */
function precompress(): Plugin {
  const brotli = promisify(brotliCompress);
  const gzipped = promisify(gzip);
  const brotliLevel = (raw: Buffer) => (raw.length > 512 * 1024 ? 9 : 11);
  const encoders = [
    { suffix: '.br', encode: (raw: Buffer) => brotli(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: brotliLevel(raw), [constants.BROTLI_PARAM_SIZE_HINT]: raw.length } }) },
    { suffix: '.gz', encode: (raw: Buffer) => gzipped(raw, { level: 9 }) },
  ];
  return {
    name: 'precompress',
    // The server renderer's bundle (`--ssr`) is read from disk by Node, never sent.
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    async writeBundle(options, bundle) {
      const files = Object.keys(bundle).filter((file) => /\.(js|css|html|svg|json)$/.test(file) && !file.startsWith('.vite/'));
      await Promise.all(
        files.map(async (file) => {
          const raw = await readFile(path.join(options.dir!, file));
          for (const { suffix, encode } of encoders) {
            const encoded = await encode(raw);
            if (encoded.length < raw.length) await writeFile(path.join(options.dir!, file + suffix), encoded);
          }
        }),
      );
    },
  };
}

/**
 * The client build: the shop (`index.html`) and GraphiQL (`graphiql.html`) as two entries of one
 * bundle. The admin back office, GraphiQL, the notices' toaster, the catalogue and the information
 * pages are chunks of their own, loaded on demand: a shopper on the home page never downloads them.
 * The shop's entry is `src/boot.ts`, which starts the shop's code (`src/main.tsx`) once the first
 * screen is drawn.
 */
/**
 * wouter reaches React's `useSyncExternalStore` through the npm shim for React 17 and older; React 19
 * has it built in, so the shim's code is left out of the storefront's first load.
 */
const reactStoreHook = { find: /^use-sync-external-store\/shim\/index\.js$/, replacement: client('src/shared/routing/react-store-hook.ts') };

/**
 * rxjs (under Apollo Client) publishes an ES2015 build beside its default ES5 one, under the
 * `es2015` export condition. The ES5 build is classes written as functions and generators as state
 * machines with tslib's helpers: the same code 1.7 KB gz heavier in every page's first load, for
 * browsers that Vite's build target leaves out anyway. Only rxjs names that condition among the
 * client's packages; the server renderer resolves its own (Node's) way.
 */
const clientConditions = [...defaultClientConditions, 'es2015'];

/**
 * A dynamic `import()` carries the list of scripts to fetch beside the chunk it loads (Vite's
 * preload list, written into the importing chunk). The scripts the importing chunk imports
 * statically, directly or not, are loaded before any of its code runs: listing them again only
 * adds bytes — in the shop's entry, every page's list named react, the router, the Apollo hooks…
 * (0.3 KB gz of the first load). Styles are left as Vite lists them.
 */
function preloadOnlyWhatIsMissing() {
  const loaded = new Map<string, Set<string>>();
  const plugin: Plugin = {
    name: 'preload-only-what-is-missing',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    // Before Vite's import analysis writes the lists, calling `resolveDependencies` below.
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        const closure = (file: string, seen: Set<string>): Set<string> => {
          const chunk = bundle[file];
          if (chunk?.type === 'chunk') for (const imported of chunk.imports) if (!seen.has(imported)) closure(imported, seen.add(imported));
          return seen;
        };
        loaded.clear();
        for (const file of Object.keys(bundle)) loaded.set(file, closure(file, new Set()));
      },
    },
  };
  const resolveDependencies = (_file: string, deps: string[], { hostId, hostType }: { hostId: string; hostType: 'html' | 'js' }) =>
    hostType === 'js' ? deps.filter((dep) => !loaded.get(hostId)?.has(dep)) : deps;
  return { plugin, resolveDependencies };
}
const preloads = preloadOnlyWhatIsMissing();

/**
 * The modules the shop's code (`src/main.tsx`) imports statically, directly or not, as one chunk
 * (`shop`) beside React's: they are always fetched together, and as a dozen chunks of a few
 * hundred bytes each they cost every page's first load their import lists and file overheads.
 * What GraphiQL's page shares with the shop stays apart, so that page runs none of the shop's modules.
 */
function shopModules() {
  const reached = new Map<string, Set<string>>();
  const closure = (from: string, ctx: ChunkingContext) => {
    if (!reached.has(from)) {
      const seen = new Set<string>();
      const visit = (id: string) => {
        if (seen.has(id)) return;
        seen.add(id);
        for (const imported of ctx.getModuleInfo(id)?.importedIds ?? []) visit(imported);
      };
      visit(from);
      reached.set(from, seen);
    }
    return reached.get(from)!;
  };
  return (id: string, ctx: ChunkingContext) =>
    id !== shopCode && closure(shopCode, ctx).has(id) && !closure(graphiqlCode, ctx).has(id) ? 'shop' : null;
}
const shopCode = client('src/main.tsx');
const graphiqlCode = client('src/graphiql/main.tsx');

export default defineConfig(({ command, isSsrBuild }) => ({
  root: 'client',
  plugins: [react(), precompress(), preloads.plugin],
  resolve: { alias: [chakraThemeAlias, reactStoreHook], conditions: clientConditions },
  // Short class names in the build: every CSS module's names travel in the scripts and the pages.
  css: { modules: { generateScopedName: command === 'build' ? '_[hash:base64:5]' : '[name]_[local]' } },
  build: {
    outDir: '../dist/client',
    emptyOutDir: true,
    // The server renderer's bundle needs no copy of client/public.
    copyPublicDir: !isSsrBuild,
    // What each chunk imports, for scripts/bundle-budget.mjs.
    manifest: !isSsrBuild,
    modulePreload: { resolveDependencies: preloads.resolveDependencies },
    rolldownOptions: {
      input: {
        boot: client('index.html'),
        graphiql: client('graphiql.html'),
      },
      output: {
        codeSplitting: {
          groups: [
            // React is what both pages share: one long-cached chunk with a name that says what it is.
            { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 1 },
            // Vite's loader of lazy chunks, which the entry needs without the shop's code (client/src/boot.ts).
            { name: 'preload-helper', test: /^\0vite\/preload-helper/, priority: 2 },
            { name: shopModules(), debugName: 'shop' },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': 'http://localhost:4000',
      '/graphql': 'http://localhost:4000',
    },
  },
}));
