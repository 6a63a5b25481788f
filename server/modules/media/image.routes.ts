import type { Request, Response } from 'express';
import multer from 'multer';
import { z } from 'zod';
import { AppError } from '../../core/errors.js';
import type { Route } from '../../core/rest.js';
import { imageQuery, storedName } from './image.inputs.js';
import { fileTooLarge, MAX_FILE_BYTES, MAX_FILES, tooManyFiles, type ImageService, type UploadedFile } from './image.service.js';

type UploadRequest = Request & { uploading?: string };

/** Reads the multipart field `files` into memory, refusing past the limits before reading further. */
const receive = multer({
  storage: multer.memoryStorage(),
  defParamCharset: 'utf8',
  limits: { files: MAX_FILES, fileSize: MAX_FILE_BYTES, fields: 10 },
  fileFilter: (req, file, accept) => {
    (req as UploadRequest).uploading = file.originalname;
    accept(null, true);
  },
}).array('files');

function readFiles(req: UploadRequest, res: Response): Promise<UploadedFile[]> {
  return new Promise((resolve, reject) =>
    receive(req, res, (error: unknown) => {
      if (error instanceof multer.MulterError) {
        if (error.code === 'LIMIT_FILE_COUNT') return reject(tooManyFiles());
        if (error.code === 'LIMIT_FILE_SIZE') return reject(fileTooLarge(req.uploading ?? 'файл'));
        return reject(new AppError(400, undefined, { files: 'Ожидается multipart/form-data с полем files' }));
      }
      if (error) return reject(error);
      resolve(((req.files as Express.Multer.File[] | undefined) ?? []).map((f) => ({ originalName: f.originalname, bytes: f.buffer })));
    }),
  );
}

/** `/images` of SPEC §7. The files themselves are served as static files at /api/images/{filename}. */
export function imageRoutes(images: ImageService): Route[] {
  const tag = 'Image';
  const params = z.object({ fileName: storedName });
  return [
    { method: 'get', path: '/images', tag, operation: 'image.list', summary: 'Загруженные изображения', query: imageQuery, handle: (ctx, req) => images.list(ctx, req.query) },
    {
      method: 'post',
      path: '/images',
      tag,
      operation: 'image.upload',
      summary: 'Загрузить изображения: multipart, поле files, до 4 файлов по 5 МБ; ответ — массив имён',
      handle: async (ctx, req, res) => images.upload(ctx, await readFiles(req, res)),
    },
    { method: 'get', path: '/images/{fileName}/info', tag, operation: 'image.list', summary: 'Сведения об изображении', params, handle: (ctx, req) => images.get(ctx, req.params.fileName) },
    { method: 'delete', path: '/images/{fileName}', tag, operation: 'image.delete', summary: 'Удалить изображение (409, пока оно используется)', params, handle: (ctx, req) => images.remove(ctx, req.params.fileName) },
  ];
}
