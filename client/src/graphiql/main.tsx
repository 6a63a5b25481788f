import 'graphiql/setup-workers/vite';
import 'graphiql/style.css';
import './graphiql.css';
import { createGraphiQLFetcher } from '@graphiql/toolkit';
import { GraphiQL } from 'graphiql';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { readTokens } from '../shared/auth/token-storage';
import { GRAPHQL_PATH } from '../shared/apollo/endpoint';
import { csrfHeaders } from '../shared/http/csrf';

/**
 * GraphiQL from the app's own bundle (no CDN). Requests echo the shop's CSRF cookie like the app's
 * own; a signed-in admin gets the bearer header prefilled.
 */
const tokens = readTokens();
const fetcher = createGraphiQLFetcher({
  url: GRAPHQL_PATH,
  fetch: (input, init) => fetch(input, { ...init, headers: { ...Object.fromEntries(new Headers(init?.headers)), ...csrfHeaders() } }),
});
const defaultHeaders = tokens ? JSON.stringify({ Authorization: `Bearer ${tokens.accessToken}` }, null, 2) : undefined;

const defaultQuery = `# GraphiQL — песочница GraphQL магазина «Витрина».
#
# Напишите запрос и нажмите ▶ (или Ctrl+Enter). Поля и их описания —
# в документации (значок книги слева), подсказки — по Ctrl+Пробел.
# Для операций администратора сначала войдите в панель управления:
# заголовок Authorization подставится в новые вкладки сам.

query Categories {
  categoriesTree {
    id
    name
    url
    children {
      id
      name
      url
    }
  }
}
`;

createRoot(document.getElementById('graphiql')!).render(
  <StrictMode>
    <GraphiQL fetcher={fetcher} defaultQuery={defaultQuery} defaultHeaders={defaultHeaders} defaultEditorToolsVisibility={Boolean(defaultHeaders)} />
  </StrictMode>,
);
