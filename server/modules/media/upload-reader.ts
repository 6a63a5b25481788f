import type { Request, RequestHandler, Response } from 'express';
import multer from 'multer';
import { graphqlMultipart, readMultipart } from '../../core/multipart.js';
import { fileTooLarge, MAX_FILE_BYTES, MAX_FILES, tooManyFiles, type UploadedFile } from './image.service.js';

type UploadRequest = Request & { uploading?: string };

/**
 * The one reader of uploaded pictures, for both APIs: into memory, refusing past the limits (4 files
 * of 5 MB) before reading further. REST sends them in the field `files`; GraphQL as its multipart
 * request's numbered parts.
 */
const reader = multer({
  storage: multer.memoryStorage(),
  defParamCharset: 'utf8',
  limits: { files: MAX_FILES, fileSize: MAX_FILE_BYTES, fields: 10 },
  fileFilter: (req, file, accept) => {
    (req as UploadRequest).uploading = file.originalname;
    accept(null, true);
  },
});

/** The limits' refusals in the shop's words. */
const refusal = (req: UploadRequest) => (error: multer.MulterError) => {
  if (error.code === 'LIMIT_FILE_COUNT') return tooManyFiles();
  if (error.code === 'LIMIT_FILE_SIZE') return fileTooLarge(req.uploading ?? 'файл');
  return undefined;
};

const expected = 'Ожидается multipart/form-data с файлами в поле files';

/** `POST /api/images`: the files of the field `files`. */
export async function readUploadedFiles(req: UploadRequest, res: Response): Promise<UploadedFile[]> {
  await readMultipart(reader.array('files'), req, res, 'files', expected, refusal(req));
  return ((req.files as Express.Multer.File[] | undefined) ?? []).map((f) => ({ originalName: f.originalname, bytes: f.buffer }));
}

/** `/graphql` with files (the `uploadImages` mutation), read by the same reader with the same limits. */
export const graphqlUploads: RequestHandler = (req, res, next) => graphqlMultipart(reader.any(), refusal(req))(req, res, next);
