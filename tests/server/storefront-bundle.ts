import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { RenderPage } from '../../server/modules/storefront/storefront.types.js';

/**
 * A build manifest in miniature: the entry, the shop's code it starts, a chunk that code shares with
 * the catalogue, the catalogue's own chunks.
 */
export const MANIFEST = {
  'index.html': { file: 'assets/boot.js', imports: ['_preload-helper.js'], dynamicImports: ['src/main.tsx'] },
  '_preload-helper.js': { file: 'assets/preload-helper.js' },
  'src/main.tsx': { file: 'assets/main.js', imports: ['_shared.js'], css: ['assets/main.css'] },
  '_shared.js': { file: 'assets/shared.js', css: ['assets/shared.css'] },
  'src/storefront/catalog/catalog-screens.ts': { file: 'assets/catalog.js', imports: ['_shared.js', '_grid.js'], css: ['assets/catalog.css'] },
  '_grid.js': { file: 'assets/grid.js', css: ['assets/grid.css'] },
  'src/storefront/catalog/components/CatalogFilters.tsx': { file: 'assets/filters.js', imports: ['_shared.js'], css: ['assets/filters.css'] },
};

/**
 * What the app needs to render storefront pages on the server in a test, without building the
 * client: the client's own server entry (through Vite's transform) and a client folder holding the
 * page template, a manifest and its stylesheets.
 */
export async function storefrontBundle(): Promise<{ clientDir: string; renderPage: RenderPage; remove(): void }> {
  const entry = path.resolve('client/src/entry-server.tsx');
  const { renderPage } = (await import(/* @vite-ignore */ entry)) as { renderPage: RenderPage };
  const clientDir = mkdtempSync(path.join(tmpdir(), 'vitrina-pages-'));
  mkdirSync(path.join(clientDir, '.vite'));
  writeFileSync(path.join(clientDir, '.vite/manifest.json'), JSON.stringify(MANIFEST));
  mkdirSync(path.join(clientDir, 'assets'));
  for (const css of ['main', 'shared', 'catalog', 'grid', 'filters']) writeFileSync(path.join(clientDir, `assets/${css}.css`), `.${css}{color:red}`);
  writeFileSync(path.join(clientDir, 'index.html'), readFileSync('client/index.html', 'utf8'));
  return { clientDir, renderPage, remove: () => rmSync(clientDir, { recursive: true, force: true }) };
}
