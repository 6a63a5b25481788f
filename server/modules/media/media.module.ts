import path from 'node:path';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import type { Config } from '../../core/config.js';
import { imageResolver } from './image.resolver.js';
import { imageRoutes } from './image.routes.js';
import { ImageService } from './image.service.js';
import { ImageStore } from './image-store.js';
import { imageSweeper } from './image-sweeper.js';
import { LocalPictureFiles } from './local-picture-files.js';
import { servePictures } from './picture-route.js';
import { S3PictureFiles } from './s3-picture-files.js';
import { graphqlUploads } from './upload-reader.js';

/** Uploaded pictures, stored in an S3-compatible bucket when S3_URL is set, otherwise in DATA_DIR/images, and served at /api/images; unused uploads are swept hourly. */
export function mediaModule(config: Config) {
  const files = config.s3 ? new S3PictureFiles(config.s3) : new LocalPictureFiles(path.join(config.dataDir, 'images'));
  const images = new ImageService(new ImageStore(files));
  return {
    graphqlUploads,
    pictures: servePictures(files),
    services: { images },
    resolvers: [imageResolver(images)],
    routes: imageRoutes(images),
    jobs: (orm: MikroORM, log: Logger) => ({ imageSweep: imageSweeper(images, orm, log) }),
  };
}
