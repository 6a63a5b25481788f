import { z } from 'zod';
import { page } from '../../core/outputs.js';
import type { Route } from '../../core/rest.js';
import { imageDeleted, imageOutput, uploaded } from './image.outputs.js';
import { imageQuery, storedName } from './image.inputs.js';
import type { ImageService } from './image.service.js';
import { readUploadedFiles } from './upload-reader.js';

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
      handle: async (ctx, req, res) => images.upload(ctx, await readUploadedFiles(req, res)),
    },
    { method: 'get', path: '/images/{fileName}/info', tag, operation: 'image.list', summary: 'Сведения об изображении', params, response: imageOutput, handle: (ctx, req) => images.get(ctx, req.params.fileName) },
    { method: 'delete', path: '/images/{fileName}', tag, operation: 'image.delete', summary: 'Удалить изображение (409, пока оно используется)', params, response: imageDeleted, handle: (ctx, req) => images.remove(ctx, req.params.fileName) },
  ];
}
