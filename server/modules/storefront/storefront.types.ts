/** What the client's server entry (client/src/entry-server.tsx, built to dist/ssr) renders for an address. */
export interface RenderedPage {
  status: number;
  head: string;
  body: string;
  state: unknown;
  /** The lazily loaded screens it rendered, as keys of the client build's manifest. */
  screens: string[];
}

export type RenderPage = (request: Request, options: { publicUrl: string; graphql: typeof fetch }) => Promise<RenderedPage>;
