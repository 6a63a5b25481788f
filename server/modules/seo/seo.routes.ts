import { Router, type Response } from 'express';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { AppError } from '../../core/errors.js';
import { robotsTxt } from './robots.js';
import type { SitemapService } from './sitemap.service.js';

const XML = 'application/xml; charset=utf-8';

/** Writes the chunks as they come, at the pace the client reads; a client that hangs up is not an error. */
async function streamXml(res: Response, chunks: AsyncIterable<string>): Promise<void> {
  res.setHeader('Content-Type', XML);
  try {
    await pipeline(Readable.from(chunks), res);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ERR_STREAM_PREMATURE_CLOSE') throw error;
  }
}

/** `/robots.txt`, `/sitemap.xml` and, for a large shop, the sitemap's parts `/sitemap-N.xml`. */
export function seoRouter(sitemap: SitemapService, publicUrl: string): Router {
  const robots = robotsTxt(publicUrl);
  return Router()
    .get('/robots.txt', (_req, res) => {
      res.type('text/plain').send(robots);
    })
    .get('/sitemap.xml', async (_req, res) => {
      const plan = await sitemap.plan();
      if (plan.parts > 1) res.type(XML).send(sitemap.index(plan));
      else await streamXml(res, sitemap.urlset(plan));
    })
    .get(/^\/sitemap-(\d+)\.xml$/, async (req, res) => {
      const part = Number(req.params[0]);
      const plan = await sitemap.plan();
      if (plan.parts < 2 || part < 1 || part > plan.parts) throw new AppError(404);
      await streamXml(res, sitemap.urlset(plan, part));
    });
}
