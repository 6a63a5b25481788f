import type { NonEmptyArray } from 'type-graphql';
import type { Config } from '../core/config.js';
import type { Route } from '../core/rest.js';
import { catalogueModule } from './catalogue/catalogue.module.js';
import { identityModule } from './identity/identity.module.js';

/** Every domain module, wired together: their resolvers and REST routes for the two APIs. */
export function createModules(config: Config) {
  const identity = identityModule(config);
  const catalogue = catalogueModule();
  return {
    tokens: identity.tokens,
    services: { ...identity.services, ...catalogue.services },
    resolvers: [...identity.resolvers, ...catalogue.resolvers] as unknown as NonEmptyArray<Function>,
    routes: [...identity.routes, ...catalogue.routes] as Route[],
  };
}
