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
/** The shop's code, which the entry (client/src/boot.ts) imports once the first screen is drawn. */
const APP = 'src/main.tsx';

/**
 * A stylesheet of the build as a `<style>` element (its contents read once), followed by a disabled
 * `<link>` to the same file: never fetched nor applied, it tells the browser's loader of lazy
 * screens (Vite's preload, which looks for the stylesheet's `<link>`) that the styles are already
 * on the page, so it neither downloads them again nor applies them a second time, after the
 * page's own (which would reorder the cascade and restyle the whole page while it hydrates).
 */
function styleOf(clientDir: string, cache: Map<string, string>, file: string): string {
  if (!cache.has(file)) {
    const css = path.join(clientDir, file);
    cache.set(file, existsSync(css) ? `<style>${readFileSync(css, 'utf8')}</style><link rel="stylesheet" crossorigin href="/${file}" disabled>` : `<link rel="stylesheet" crossorigin href="/${file}">`);
  }
  return cache.get(file)!;
}

/**
 * The built index.html with its stylesheets written into it. The storefront's styles are a dozen
 * files of a few hundred bytes to 11 KB; on a phone's link each `<link>` in the head is a request
 * the first paint waits for, while written in they cost about 4 KB of the compressed page.
 */
export function inlineStyles(template: string, clientDir: string): string {
  const cache = new Map<string, string>();
  return template.replace(/<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g, (_link, file: string) => styleOf(clientDir, cache, file));
}

/**
 * The head tags of a page: the styles of the shop's code and of its lazily loaded screens, written
 * into the page (so the server's markup is drawn styled before any script runs, without a request),
 * and the screens' scripts as module preloads held in `<template id="screen-scripts">`, inert until
 * the entry starts the shop's code and puts them in the head (fetched beside it instead of after
 * it). A part the browser hydrates later (`key#styles`) brings its styles only. What the entry and
 * the shop's code import is not preloaded again. Without a manifest (no build), nothing.
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
  const inEntry = closure(APP, closure(ENTRY, new Set()));
  const appStyles = [...closure(APP, new Set())].flatMap((key) => manifest[key].css ?? []);
  const cache = new Map<string, string>();
  const styleCache = new Map<string, string>();
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
      const styles = [...appStyles, ...styled.flatMap((key) => manifest[key].css ?? [])].map((css) => styleOf(clientDir, styleCache, css));
      const scripts = scripted.map((key) => `<link rel="modulepreload" crossorigin href="/${manifest[key].file}">`);
      cache.set(id, [...new Set(styles)].join('') + (scripts.length ? `<template id="screen-scripts">${scripts.join('')}</template>` : ''));
    }
    return cache.get(id)!;
  };
}
