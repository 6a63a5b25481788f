import path from 'node:path';
import type { Config } from '../../core/config.js';
import { imageResolver } from './image.resolver.js';
import { imageRoutes } from './image.routes.js';
import { ImageService } from './image.service.js';
import { ImageStore } from './image-store.js';

/** Uploaded pictures, stored in DATA_DIR/images. */
export function mediaModule(config: Config) {
  const store = new ImageStore(path.join(config.dataDir, 'images'));
  const images = new ImageService(store);
  return { store, services: { images }, resolvers: [imageResolver(images)], routes: imageRoutes(images) };
}
