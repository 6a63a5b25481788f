import type { EntityManager } from '@mikro-orm/postgresql';
import type { Context } from '../../core/context.js';
import { AppError, badInput, forbidden, notFound, refusal } from '../../core/errors.js';
import { contains, findPage, withoutBlanks, type Page } from '../../core/list.js';
import { can } from '../../core/permissions.js';
import { parse } from '../../core/validation.js';
import { User } from '../identity/user.entity.js';
import { Image } from './image.entity.js';
import { imageQuery, storedName } from './image.inputs.js';
import type { Cleaned, ImageStore, Inspected } from './image-store.js';
import { deleteUnused, describeUsage, findUsage } from './image-usage.js';

export const MAX_FILES = 4;
export const MAX_FILE_BYTES = 5_242_880;

export const tooManyFiles = () => new AppError(400, 'запрещено более 4 файлов');
export const fileTooLarge = (name: string) => new AppError(400, `Размер файла ${name} более 5 МБ не допускается.`);

export interface UploadedFile {
  originalName: string;
  bytes: Buffer;
}

/** How long an upload may stay unused before the sweeper deletes it. */
export const UNUSED_TTL_MS = 24 * 60 * 60 * 1000;

/** Uploaded pictures: checked by content, stored without metadata and with WebP variants, guarded against deletion while in use. */
export class ImageService {
  constructor(private readonly store: ImageStore) {}

  /**
   * Stores 1–4 pictures and returns their generated names. Every file is checked and decoded in
   * memory first (count, the uploader's hourly allowance, size, real format), so a bad one means
   * nothing is stored. The rows are written before the files: a crash in between leaves rows that
   * nothing uses, which the sweeper removes.
   */
  async upload(ctx: Context, files: UploadedFile[]): Promise<string[]> {
    if (files.length > MAX_FILES) throw tooManyFiles();
    if (files.length === 0) throw new AppError(400, 'Выберите файл изображения', { files: 'Нет файла' });
    if (ctx.actor?.role === 'User') await ctx.throttle('uploads', String(ctx.actor.id), files.length);
    const pictures: { file: UploadedFile; filename: string; cleaned: Cleaned; inspected: Inspected }[] = [];
    for (const file of files) {
      if (file.originalName.includes('\0')) throw badInput({ files: 'Имя файла содержит недопустимый символ' });
      if (file.bytes.length > MAX_FILE_BYTES) throw fileTooLarge(file.originalName);
      const inspected = await this.store.inspect(file.bytes);
      if (!inspected) throw new AppError(400, `Файл ${file.originalName} не является изображением JPEG, PNG, WebP, GIF или AVIF.`, { files: 'Неподдерживаемый формат' });
      const cleaned = await this.store.clean(file.bytes, inspected);
      if (!cleaned) throw new AppError(400, `Файл ${file.originalName} повреждён: изображение не читается.`, { files: 'Файл повреждён' });
      pictures.push({ file, filename: this.store.name(inspected), cleaned, inspected });
    }
    const rows = pictures.map(({ file, filename, cleaned, inspected }) =>
      ctx.em.create(Image, {
        filename,
        originalName: file.originalName.slice(0, 300),
        mimeType: inspected.mimeType,
        size: cleaned.bytes.length,
        width: cleaned.width,
        height: cleaned.height,
        uploadedBy: ctx.actor ? ctx.em.getReference(User, ctx.actor.id) : null,
      }),
    );
    await ctx.em.flush();
    try {
      for (const { filename, cleaned } of pictures) await this.store.save(filename, cleaned);
    } catch (error) {
      await Promise.all(pictures.map(({ filename }) => this.store.remove(filename)));
      await ctx.em.remove(rows).flush();
      throw error;
    }
    return pictures.map(({ filename }) => filename);
  }

  async list(ctx: Context, input: unknown): Promise<Page<Image>> {
    const { filename, originalName, mimeType, size, ...page } = parse(imageQuery, withoutBlanks(input));
    return findPage(
      ctx.em,
      Image,
      {
        ...(filename ? { filename: contains(filename) } : {}),
        ...(originalName ? { originalName: contains(originalName) } : {}),
        ...(mimeType ? { mimeType } : {}),
        ...(size !== undefined ? { size: { $lte: size } } : {}),
      },
      page,
    );
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
    const usage = await findUsage(ctx.em, image.filename);
    const named = describeUsage(usage);
    if (named) throw refusal(409, 'IN_USE', `Файл нельзя удалить: он используется (${named}).`, usage);
    await ctx.em.remove(image).flush();
    await this.store.remove(image.filename);
    return { filename: image.filename };
  }

  /**
   * Deletes pictures uploaded more than a day before `now` that nothing shows: their rows, then
   * their files. Run hourly by the server; returns the names it removed.
   */
  async sweep(em: EntityManager, now = new Date()): Promise<string[]> {
    const removed = await deleteUnused(em, new Date(now.getTime() - UNUSED_TTL_MS));
    await Promise.all(removed.map((filename) => this.store.remove(filename)));
    return removed;
  }
}
