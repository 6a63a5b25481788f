import { z } from 'zod';
import { int, stamped } from '../../core/outputs.js';

export const imageOutput = z
  .object({
    ...stamped,
    filename: z.string().describe('Имя файла в хранилище: /api/images/{filename}'),
    originalName: z.string(),
    mimeType: z.string(),
    size: int.describe('Байт'),
    width: int,
    height: int,
    uploadedBy: int.nullable().describe('Кто загрузил'),
  })
  .meta({ id: 'Image' });

export const uploaded = z.array(z.string()).describe('Имена сохранённых файлов');

export const imageDeleted = z.object({ filename: z.string() });
