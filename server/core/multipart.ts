import type { Request, RequestHandler, Response } from 'express';
import multer from 'multer';
import { Readable } from 'node:stream';
import Upload from 'graphql-upload/Upload.mjs';
import { badInput, MALFORMED_MULTIPART, type AppError } from './errors.js';

/**
 * Runs a multer reader over a request. Every way the body can be malformed — not multipart, no
 * boundary, cut short, a bad part header, a NUL in a field or file name, a file under another
 * field — is a 400 «Отправлены неверные данные.» whose details name `field` (CONTRACT §7).
 * `refuse` turns multer's count and size refusals into the caller's own messages.
 */
export function readMultipart(reader: RequestHandler, req: Request, res: Response, field: string, expected: string, refuse: (error: multer.MulterError) => AppError | undefined): Promise<void> {
  const malformed = () => badInput({ [field]: expected });
  if (!req.is('multipart/form-data')) return Promise.reject(malformed());
  return new Promise((resolve, reject) =>
    reader(req, res, (error: unknown) => {
      if (error) return reject((error instanceof multer.MulterError && refuse(error)) || malformed());
      const files = (req.file ? [req.file] : ((req.files as Express.Multer.File[] | undefined) ?? []));
      const names = [...Object.keys(req.body ?? {}), ...files.flatMap((f) => [f.fieldname, f.originalname])];
      if (names.some((name) => name.includes('\0'))) return reject(malformed());
      resolve();
    }),
  );
}

/** Puts `value` at a dotted path of the GraphQL multipart spec (`variables.files.0`); false when the path leads nowhere. */
function place(target: unknown, path: string, value: unknown): boolean {
  const keys = path.split('.');
  const last = keys.pop()!;
  let at = target as Record<string, unknown> | null;
  for (const key of keys) at = at && typeof at[key] === 'object' ? (at[key] as Record<string, unknown>) : null;
  if (!at || !Object.hasOwn(at, last) || at[last] !== null) return false;
  at[last] = value;
  return true;
}

/** A file read into memory, as a resolver of the `Upload` scalar takes it. */
function uploadOf(file: Express.Multer.File): Upload {
  const upload = new Upload();
  upload.resolve({ filename: file.originalname, mimetype: file.mimetype, encoding: file.encoding, fieldName: file.fieldname, createReadStream: () => Readable.from([file.buffer]) } as never);
  return upload;
}

/**
 * A GraphQL multipart request (github.com/jaydenseric/graphql-multipart-request-spec) read by
 * `reader` — the same multer reader, with the same limits, as the REST upload: its `operations`
 * become the body, each file put where `map` says. A request that is not multipart passes on.
 */
export function graphqlMultipart(reader: RequestHandler, refuse: (error: multer.MulterError) => AppError | undefined): RequestHandler {
  return (req, res, next) => {
    if (!req.is('multipart/form-data')) return next();
    readMultipart(reader, req, res, 'files', MALFORMED_MULTIPART, refuse)
      .then(() => {
        const fields = req.body as { operations?: string; map?: string };
        const files = (req.files as Express.Multer.File[] | undefined) ?? [];
        let operations: unknown;
        let map: Record<string, unknown>;
        try {
          // The spec's order: `operations`, then `map`, then the files.
          if (Object.keys(fields).join() !== 'operations,map') throw new Error('operations, map');
          operations = JSON.parse(fields.operations!);
          map = JSON.parse(fields.map!);
        } catch {
          throw badInput({ files: MALFORMED_MULTIPART });
        }
        for (const [key, paths] of Object.entries(map)) {
          const file = files.find((f) => f.fieldname === key);
          if (!file || !Array.isArray(paths) || !paths.every((path) => typeof path === 'string' && place(operations, path, uploadOf(file)))) throw badInput({ files: MALFORMED_MULTIPART });
        }
        req.body = operations;
        next();
      })
      .catch(next);
  };
}
