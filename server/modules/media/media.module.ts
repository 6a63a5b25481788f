import path from 'node:path';
import type { Config } from '../../core/config.js';
import { imageResolver } from './image.resolver.js';
import { imageRoutes } from './image.routes.js';
import { ImageService } from './image.service.js';
import { ImageStore } from './image-store.js';
import { LocalPictureFiles } from './local-picture-files.js';
import { S3PictureFiles } from './s3-picture-files.js';
import { graphqlUploads } from './upload-reader.js';

/** Uploaded pictures, stored in an S3-compatible bucket when S3_URL is set, otherwise in DATA_DIR/images. */
export function mediaModule(config: Config) {
  const files = config.s3 ? new S3PictureFiles(config.s3) : new LocalPictureFiles(path.join(config.dataDir, 'images'));
  const store = new ImageStore(files);
  const images = new ImageService(store);
  return { store, graphqlUploads, services: { images }, resolvers: [imageResolver(images)], routes: imageRoutes(images) };
}
