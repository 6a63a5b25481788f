import type { FileUpload } from 'graphql-upload/processRequest.mjs';
import GraphQLUpload from 'graphql-upload/GraphQLUpload.mjs';
import { Arg, Args, Ctx, Field, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { Context } from '../../core/context.js';
import { Allow, pageType } from '../../core/graphql.js';
import { argsTypeFrom } from '../../core/graphql-inputs.js';
import { Image } from './image.entity.js';
import { imageQuery } from './image.inputs.js';
import type { ImageService, UploadedFile } from './image.service.js';

const ImageList = pageType('Image', Image);
const ImageListArgs = argsTypeFrom('ImageListArgs', imageQuery);

@ObjectType({ description: 'Удалённое изображение' })
class DeletedImage {
  @Field()
  filename: string;
}

/** An upload as the service takes it: the reader (upload-reader.ts) has read it into memory within the limits. */
async function read(upload: Promise<FileUpload>): Promise<UploadedFile> {
  const { filename, createReadStream } = await upload;
  const chunks: Buffer[] = [];
  for await (const chunk of createReadStream()) chunks.push(chunk as Buffer);
  return { originalName: filename, bytes: Buffer.concat(chunks) };
}

export function imageResolver(images: ImageService) {
  @Resolver()
  class ImageResolver {
    @Query(() => ImageList, { description: 'Загруженные изображения' })
    @Allow('image.list')
    images(@Args(() => ImageListArgs) args: object, @Ctx() ctx: Context) {
      return images.list(ctx, args);
    }

    @Mutation(() => [String], { description: 'Загрузить до 4 изображений по 5 МБ; ответ — имена файлов в магазине' })
    @Allow('image.upload')
    async uploadImages(@Arg('files', () => [GraphQLUpload]) files: Promise<FileUpload>[], @Ctx() ctx: Context) {
      return images.upload(ctx, await Promise.all(files.map(read)));
    }

    @Mutation(() => DeletedImage, { description: 'Удалить изображение (нельзя, пока оно используется)' })
    @Allow('image.delete')
    deleteImage(@Arg('filename') filename: string, @Ctx() ctx: Context) {
      return images.remove(ctx, filename);
    }
  }
  return ImageResolver;
}
