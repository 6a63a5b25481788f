import type { ApolloServer } from '@apollo/server';
import { HeaderMap } from '@apollo/server';
import type { RequestHandler } from 'express';
import type { Context } from '../../core/context.js';
import type { RenderedPage, RenderPage } from './storefront.types.js';

const ROOT = '<div id="root"></div>';

/** The tag a private page renders in its head (CONTRACT §18: the unsubscribe and subscribe pages, an order…). */
const NOINDEX = /<meta name="robots" content="noindex[^"]*"\s*\/?>/;

/**
 * Whether a rendered page is private: it says so in its head, and the answer then says it to
 * crawlers that read only headers (`X-Robots-Tag`), and to the shared page cache, which keeps
 * nobody's private page (`Cache-Control: private`). One rule for every page: a screen that renders
 * the tag needs nothing here.
 */
const isPrivatePage = (page: Pick<RenderedPage, 'head'>) => NOINDEX.test(page.head);

/**
 * Addresses private by what they are (CONTRACT §18), whatever their screen renders: an order by its
 * key, the account, the basket and checkout, the wishlist, the links from letters, and search
 * results (`/catalog?q=`, where `/search` leads).
 */
const PRIVATE_PATHS = /^\/(order|profile|cart|checkout|wishlist|subscribe|unsubscribe|confirm|reset-password)(\/|$)/;
const isPrivateAddress = (req: { path: string; query: Record<string, unknown> }) => PRIVATE_PATHS.test(req.path) || (req.path === '/catalog' && Boolean(req.query.q));

/** `</script>` and friends inside the JSON must not close the script element. */
const scriptSafe = (json: string) => json.replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

/** The built index.html around `#root`: the rendered page goes inside, its head tags (and its screen's styles and scripts) and data beside it. */
export function fillTemplate(template: string, page: RenderedPage, publicUrl: string, assets = ''): string {
  const [before, after] = template.split(ROOT);
  const data = scriptSafe(JSON.stringify({ apollo: page.state, publicUrl }));
  return `${before.replace('</head>', `${page.head}${assets}</head>`)}<div id="root">${page.body}</div><script type="application/json" id="page-data">${data}</script>${after}`;
}

/**
 * The page's GraphQL requests, answered by this server's Apollo in process (no network, no second
 * request limit), as the caller of the page: an HTML request carries no token, so anonymous.
 */
function inProcessGraphql(apollo: ApolloServer<Context>, ctx: Context): typeof fetch {
  return (async (_url: unknown, init?: RequestInit) => {
    const answer = await apollo.executeHTTPGraphQLRequest({
      httpGraphQLRequest: { method: 'POST', headers: new HeaderMap([['content-type', 'application/json']]), search: '', body: JSON.parse(String(init?.body ?? '{}')) },
      context: async () => ctx,
    });
    let text = '';
    if (answer.body.kind === 'complete') text = answer.body.string;
    else for await (const chunk of answer.body.asyncIterator) text += chunk;
    return new Response(text, { status: answer.status ?? 200, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
}

/**
 * Storefront addresses rendered on the server with their data (CONTRACT §8): the status the page
 * sets (404 for an unknown address, product or category), its head tags, the markup and the Apollo
 * cache the browser hydrates. The back office stays a client-only page. Should rendering fail, the
 * empty page goes out and the browser renders it, as before server rendering.
 */
export function storefrontPages(options: {
  template: string;
  renderPage?: RenderPage;
  publicUrl: string;
  apollo: ApolloServer<Context>;
  /** The head tags of the screens a page rendered (screen-assets.ts). */
  assets?: (screens: string[]) => string;
}): RequestHandler {
  const { template, renderPage, publicUrl, apollo, assets = () => '' } = options;
  return async (req, res) => {
    // The page names this build's hashed scripts: browsers must ask for it again every time.
    res.setHeader('Cache-Control', 'no-cache').type('html');
    if (!renderPage || /^\/admin(\/|$)/.test(req.path)) return void res.send(template);
    if (req.path === '/search') return void res.redirect(301, `/catalog${req.originalUrl.slice('/search'.length)}`);
    try {
      const rendered = await renderPage(new Request(new URL(req.originalUrl, publicUrl)), { publicUrl, graphql: inProcessGraphql(apollo, req.ctx) });
      const page = isPrivateAddress(req) && !isPrivatePage(rendered) ? { ...rendered, head: `${rendered.head}<meta name="robots" content="noindex">` } : rendered;
      if (isPrivatePage(page)) res.setHeader('X-Robots-Tag', 'noindex').setHeader('Cache-Control', 'private, no-cache');
      res.status(page.status).send(fillTemplate(template, page, publicUrl, assets(page.screens)));
    } catch (error) {
      req.log.error({ err: error }, 'страница не отрисована на сервере');
      res.send(template);
    }
  };
}
