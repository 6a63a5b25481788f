import type { ApolloServer } from '@apollo/server';
import type { RequestHandler } from 'express';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Context } from '../../core/context.js';
import { inlineStyles, screenAssets } from './screen-assets.js';
import { storefrontPages } from './storefront-pages.js';
import type { RenderPage } from './storefront.types.js';

/** The storefront's pages, rendered on the server from the built client (`clientDir`, with its index.html) and its server entry (`renderPage`). */
export function storefrontModule(publicUrl: string) {
  return {
    pages(options: { clientDir: string; renderPage?: RenderPage; apollo: ApolloServer<Context> }): RequestHandler {
      const { clientDir, renderPage, apollo } = options;
      const template = inlineStyles(readFileSync(path.join(clientDir, 'index.html'), 'utf8'), clientDir);
      return storefrontPages({ template, renderPage, publicUrl, apollo, assets: screenAssets(clientDir) });
    },
  };
}
