import express, { Router } from 'express';
import { createRequire } from 'node:module';
import path from 'node:path';

const swaggerDir = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

const page = `<!DOCTYPE html>
<html lang="ru">
  <head>
    <meta charset="UTF-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>Витрина — REST API</title>
    <link rel="stylesheet" href="./swagger-ui.css">
    <link rel="icon" type="image/png" href="./favicon-32x32.png" sizes="32x32">
  </head>
  <body>
    <div id="swagger-ui"></div>
    <script src="./swagger-ui-bundle.js"></script>
    <script src="./swagger-ui-standalone-preset.js"></script>
    <script src="./docs-init.js"></script>
  </body>
</html>`;

const init = `window.ui = SwaggerUIBundle({
  url: '/api/openapi.json',
  dom_id: '#swagger-ui',
  deepLinking: true,
  presets: [SwaggerUIBundle.presets.apis, SwaggerUIStandalonePreset],
  layout: 'StandaloneLayout',
});`;

/** The REST docs at /api/docs: Swagger UI served from node_modules, so they work offline. */
export function apiDocs(): Router {
  const router = Router();
  router.get('/', (req, res) => (req.originalUrl.endsWith('/') ? res.type('html').send(page) : res.redirect(301, `${req.originalUrl}/`)));
  router.get('/docs-init.js', (_req, res) => res.type('js').send(init));
  router.use(express.static(swaggerDir, { index: false, maxAge: '1d' }));
  return router;
}
