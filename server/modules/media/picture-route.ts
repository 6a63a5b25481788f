import express, { type RequestHandler } from 'express';
import { pipeline } from 'node:stream/promises';
import { notFound } from '../../core/errors.js';
import { LocalPictureFiles } from './local-picture-files.js';
import { PICTURE_NAME, pictureType, type PictureFiles } from './picture-files.js';

const CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * Serves stored pictures at /api/images/{name}. Names are unique and never reused, so every answer
 * is cached for a year. A local folder is served as static files; any other store is streamed.
 */
export function servePictures(files: PictureFiles): RequestHandler {
  if (files instanceof LocalPictureFiles) return express.static(files.dir, { immutable: true, maxAge: '1y', index: false, redirect: false });
  return async (req, res, next) => {
    const name = req.path.slice(1);
    // Other methods and deeper paths (`/{name}/info`, uploads) belong to the REST routes.
    if ((req.method !== 'GET' && req.method !== 'HEAD') || name === '' || name.includes('/')) return next();
    if (!PICTURE_NAME.test(name)) return next(notFound());
    try {
      const picture = await files.open(name);
      if (!picture) return next(notFound());
      res.setHeader('Content-Type', pictureType(name));
      res.setHeader('Cache-Control', CACHE_CONTROL);
      if (picture.etag) res.setHeader('ETag', picture.etag);
      if (req.fresh || req.method === 'HEAD') {
        picture.stream.destroy();
        if (req.fresh) res.status(304);
        else if (picture.size !== undefined) res.setHeader('Content-Length', picture.size);
        return res.end();
      }
      if (picture.size !== undefined) res.setHeader('Content-Length', picture.size);
      await pipeline(picture.stream, res);
    } catch (error) {
      if (res.headersSent) res.destroy();
      else next(error);
    }
  };
}
