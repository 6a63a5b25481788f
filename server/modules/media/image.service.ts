import type { Context } from '../../core/context.js';
import { AppError, forbidden, notFound } from '../../core/errors.js';
import { contains, withoutBlanks, type Page } from '../../core/list.js';
import { can } from '../../core/permissions.js';
import { parse } from '../../core/validation.js';
import { User } from '../identity/user.entity.js';
import { Image } from './image.entity.js';
import { imageQuery, storedName } from './image.inputs.js';
import type { ImageStore, Inspected } from './image-store.js';

export const MAX_FILES = 4;
export const MAX_FILE_BYTES = 5_242_880;

export const tooManyFiles = () => new AppError(400, 'запрещено более 4 файлов');
export const fileTooLarge = (name: string) => new AppError(400, `Размер файла ${name} более 5 МБ не допускается.`);

export interface UploadedFile {
  originalName: string;
  bytes: Buffer;
}

/** Where a picture is used: ids of products (or their variants' products), brands and categories. */
export interface ImageUsage {
  products: number[];
  brands: number[];
  categories: number[];
}

/** Uploaded pictures: checked by content, stored with WebP variants, guarded against deletion while in use. */
export class ImageService {
  constructor(private readonly store: ImageStore) {}

  /**
   * Stores 1–4 pictures and returns their generated names. Every file is checked first (count,
   * size, real format), so a bad one means nothing is stored.
   */
  async upload(ctx: Context, files: UploadedFile[]): Promise<string[]> {
    if (files.length > MAX_FILES) throw tooManyFiles();
    if (files.length === 0) throw new AppError(400, 'Выберите файл изображения', { files: 'Нет файла' });
    const checked: [UploadedFile, Inspected][] = [];
    for (const file of files) {
      if (file.bytes.length > MAX_FILE_BYTES) throw fileTooLarge(file.originalName);
      const inspected = await this.store.inspect(file.bytes);
      if (!inspected) throw new AppError(400, `Файл ${file.originalName} не является изображением JPEG, PNG, WebP, GIF или AVIF.`, { files: 'Неподдерживаемый формат' });
      checked.push([file, inspected]);
    }
    const saved: string[] = [];
    try {
      for (const [file, inspected] of checked) {
        const filename = await this.store.save(file.bytes, inspected);
        saved.push(filename);
        ctx.em.create(Image, {
          filename,
          originalName: file.originalName.slice(0, 300),
          mimeType: inspected.mimeType,
          size: file.bytes.length,
          width: inspected.width,
          height: inspected.height,
          uploadedBy: ctx.actor ? ctx.em.getReference(User, ctx.actor.id) : null,
        });
      }
      await ctx.em.flush();
    } catch (error) {
      await Promise.all(saved.map((name) => this.store.remove(name)));
      throw error;
    }
    return saved;
  }

  async list(ctx: Context, input: unknown): Promise<Page<Image>> {
    const { limit, offset, sortBy, orderBy, filename, originalName, mimeType, size } = parse(imageQuery, withoutBlanks(input));
    const [rows, length] = await ctx.em.findAndCount(
      Image,
      {
        ...(filename ? { filename: contains(filename) } : {}),
        ...(originalName ? { originalName: contains(originalName) } : {}),
        ...(mimeType ? { mimeType } : {}),
        ...(size !== undefined ? { size: { $lte: size } } : {}),
      },
      { limit, offset, orderBy: [{ [sortBy]: orderBy }, { id: 'ASC' }] },
    );
    return { rows, length };
  }

  async get(ctx: Context, filename: unknown): Promise<Image> {
    const image = await ctx.em.findOne(Image, { filename: parse(storedName, filename) });
    if (!image) throw notFound();
    return image;
  }

  /** Deletes a picture and its files: staff, or the person who uploaded it; refused with 409 while anything uses it. */
  async remove(ctx: Context, filename: unknown): Promise<{ filename: string }> {
    const image = await this.get(ctx, filename);
    if (!can(ctx.actor, 'product.update') && image.uploadedBy?.id !== ctx.actor?.id) throw forbidden();
    const usage = await this.usage(ctx, image.filename);
    if (usage.products.length + usage.brands.length + usage.categories.length) {
      const named = [
        ['товары', usage.products],
        ['бренды', usage.brands],
        ['категории', usage.categories],
      ]
        .filter(([, ids]) => (ids as number[]).length)
        .map(([what, ids]) => `${what}: ${(ids as number[]).join(', ')}`)
        .join('; ');
      throw new AppError(409, `Файл нельзя удалить: он используется (${named}).`, usage);
    }
    await ctx.em.remove(image).flush();
    await this.store.remove(image.filename);
    return { filename: image.filename };
  }

  /** Every record that shows this picture, found in one query. */
  async usage(ctx: Context, filename: string): Promise<ImageUsage> {
    const json = JSON.stringify([filename]);
    const [row] = await ctx.em.execute<{ products: number[]; brands: number[]; categories: number[] }[]>(
      `SELECT
         ARRAY(SELECT id FROM product WHERE images @> ?::jsonb UNION SELECT product_id FROM product_variant WHERE images @> ?::jsonb ORDER BY 1) AS products,
         ARRAY(SELECT id FROM brand WHERE image = ? ORDER BY id) AS brands,
         ARRAY(SELECT id FROM category WHERE image = ? ORDER BY id) AS categories`,
      [json, json, filename, filename],
    );
    return row;
  }
}
