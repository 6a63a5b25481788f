import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** One chunk of Vite's build manifest (`dist/client/.vite/manifest.json`). */
interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

type Manifest = Record<string, ManifestChunk>;

const ENTRY = 'index.html';

/**
 * The head tags of a page's lazily loaded screens: their styles (so the server's markup is drawn
 * styled, before any script runs) and their scripts as module preloads (fetched in parallel with the
 * entry instead of after it). A part the browser hydrates later (`key#styles`) brings its styles
 * only. What the entry already names is left out. Without a manifest (no build), nothing.
 */
export function screenAssets(clientDir: string): (screens: string[]) => string {
  const file = path.join(clientDir, '.vite/manifest.json');
  if (!existsSync(file)) return () => '';
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  const closure = (key: string, seen: Set<string>) => {
    if (seen.has(key) || !manifest[key]) return seen;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) closure(imported, seen);
    return seen;
  };
  const inEntry = closure(ENTRY, new Set());
  const cache = new Map<string, string>();
  return (screens) => {
    const id = screens.join(' ');
    if (!cache.has(id)) {
      const own = (keys: string[]) => {
        const chunks = new Set<string>();
        for (const key of keys) closure(key, chunks);
        return [...chunks].filter((key) => !inEntry.has(key));
      };
      const parts = screens.filter((key) => key.endsWith('#styles')).map((key) => key.slice(0, -'#styles'.length));
      const scripted = own(screens.filter((key) => !key.endsWith('#styles')));
      const styled = [...new Set([...scripted, ...own(parts)])];
      const styles = styled.flatMap((key) => manifest[key].css ?? []).map((css) => `<link rel="stylesheet" crossorigin href="/${css}">`);
      const scripts = scripted.map((key) => `<link rel="modulepreload" crossorigin href="/${manifest[key].file}">`);
      cache.set(id, [...new Set(styles)].join('') + scripts.join(''));
    }
    return cache.get(id)!;
  };
}
