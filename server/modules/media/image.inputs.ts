import { z } from 'zod';
import { listQuery } from '../../core/list.js';
import { integer } from '../../core/validation.js';

export const imageQuery = listQuery(
  'Image',
  {
    filename: z.string().trim().max(100).optional().describe('Часть имени файла в магазине'),
    originalName: z.string().trim().max(300).optional().describe('Часть исходного имени файла'),
    mimeType: z.string().trim().max(50).optional().describe('Тип, например image/webp'),
    size: integer(0, 2_147_483_647).optional().describe('Не больше этого размера, байт'),
  },
  ['id', 'createdAt', 'size', 'originalName'],
);

/** A stored file name, as the shop generates them: a UUID and an extension. */
export const storedName = z.string().regex(/^[0-9a-f-]{36}\.(jpg|png|webp|gif|avif)$/, 'Неверное имя файла');
