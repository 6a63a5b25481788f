import type { Request, Response } from 'express';
import multer from 'multer';
import { z } from 'zod';
import { readMultipart } from '../../core/multipart.js';
import { page } from '../../core/outputs.js';
import type { Route } from '../../core/rest.js';
import { imageDeleted, imageOutput, uploaded } from './image.outputs.js';
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

async function readFiles(req: UploadRequest, res: Response): Promise<UploadedFile[]> {
  await readMultipart(receive, req, res, 'files', 'Ожидается multipart/form-data с файлами в поле files', (error) => {
    if (error.code === 'LIMIT_FILE_COUNT') return tooManyFiles();
    if (error.code === 'LIMIT_FILE_SIZE') return fileTooLarge(req.uploading ?? 'файл');
    return undefined;
  });
  return ((req.files as Express.Multer.File[] | undefined) ?? []).map((f) => ({ originalName: f.originalname, bytes: f.buffer }));
}

/** `/images` of SPEC §7. The files themselves are served as static files at /api/images/{filename}. */
export function imageRoutes(images: ImageService): Route[] {
  const tag = 'Image';
  const params = z.object({ fileName: storedName });
  return [
    { method: 'get', path: '/images', tag, operation: 'image.list', summary: 'Загруженные изображения', query: imageQuery, response: page(imageOutput), handle: (ctx, req) => images.list(ctx, req.query) },
    {
      method: 'post',
      path: '/images',
      tag,
      operation: 'image.upload',
      summary: 'Загрузить изображения: multipart, поле files, до 4 файлов по 5 МБ; ответ — массив имён',
      response: uploaded,
      handle: async (ctx, req, res) => images.upload(ctx, await readFiles(req, res)),
    },
    { method: 'get', path: '/images/{fileName}/info', tag, operation: 'image.list', summary: 'Сведения об изображении', params, response: imageOutput, handle: (ctx, req) => images.get(ctx, req.params.fileName) },
    { method: 'delete', path: '/images/{fileName}', tag, operation: 'image.delete', summary: 'Удалить изображение (409, пока оно используется)', params, response: imageDeleted, handle: (ctx, req) => images.remove(ctx, req.params.fileName) },
  ];
}
