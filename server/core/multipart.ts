import type { Request, RequestHandler, Response } from 'express';
import multer from 'multer';
import { badInput, type AppError } from './errors.js';

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
