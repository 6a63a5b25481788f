import type { RequestHandler } from 'express';
import { readdirSync } from 'node:fs';
import path from 'node:path';

/** What the build precompresses (vite.config.ts), with the type the compressed sibling still carries. */
const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
};

/** Brotli first: it is the smaller one whenever the client takes it. */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
];

/**
 * Serves `x.js.br` or `x.js.gz` for `x.js` when the request accepts that encoding: it sets the
 * headers and points the request at the sibling, and the static middleware after it sends the file
 * (with its own caching headers and ETag). The siblings are listed once at start: the build output
 * does not change under a running server, as its hashed names already assume.
 */
export function precompressed(dir: string): RequestHandler {
  const files = new Set(readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((file) => `/${file.split(path.sep).join('/')}`));
  return (req, res, next) => {
    const type = TYPES[path.extname(req.path)];
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !type) return next();
    let file: string;
    try {
      file = decodeURIComponent(req.path);
    } catch {
      return next();
    }
    const siblings = ENCODINGS.filter((encoding) => files.has(file + encoding.suffix));
    if (siblings.length === 0) return next();
    res.vary('Accept-Encoding');
    const chosen = siblings.find((encoding) => req.acceptsEncodings(encoding.name));
    if (!chosen) return next();
    res.setHeader('Content-Type', type);
    res.setHeader('Content-Encoding', chosen.name);
    req.url = req.url.replace(/^[^?]*/, (pathname) => pathname + chosen.suffix);
    next();
  };
}
