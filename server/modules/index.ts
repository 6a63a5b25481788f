import type { NonEmptyArray } from 'type-graphql';
import type { Config } from '../core/config.js';
import type { MailQueue } from '../core/mail/mailer.js';
import type { PublicReads } from '../core/public-reads.js';
import type { PublicVersions } from '../core/public-versions.js';
import type { Route } from '../core/rest.js';
import { FacetMemo } from './catalogue/facet-memo.js';
import { catalogueModule } from './catalogue/catalogue.module.js';
import { contentModule } from './content/content.module.js';
import { cdekDelivery } from './delivery/delivery.service.js';
import { exchangeApiModule } from './exchange/exchange.module.js';
import { feedbackModule } from './feedback/feedback.module.js';
import { identityModule } from './identity/identity.module.js';
import { mediaModule } from './media/media.module.js';
import { officeModule } from './office/office.module.js';
import { shopModule } from './shop/shop.module.js';

/** Every domain module, wired together: their resolvers and REST routes for the two APIs. */
export function createModules(config: Config, mailer: MailQueue, versions?: PublicVersions) {
  const identity = identityModule(config, mailer);
  // The facets get a quarter of the public cache's room; without versions (the schema's printing) nothing is kept.
  const catalogue = catalogueModule(config.shopTime.zone, { mailer, consents: identity.services.consents, publicUrl: config.publicUrl }, new FacetMemo(versions, config.publicCacheMb / 4));
  const content = contentModule(config, mailer, identity.services.consents);
  content.services.subscribers.confirmAlso((ctx, token) => catalogue.services.stockAlerts.confirm(ctx, token));
  const media = mediaModule(config);
  const shop = shopModule(mailer, identity.services.consents, { stock: catalogue.services.stock, products: catalogue.services.products }, config.shopTime, { notifyEmail: config.notifyEmail, publicUrl: config.publicUrl }, config.yookassa, config.abuse, config.returnDays, content.services.shopSettings, cdekDelivery(config.cdek));
  const feedback = feedbackModule(catalogue.services.products);
  const office = officeModule(config.shopTime);
  const exchange = exchangeApiModule(config);
  return {
    tokens: identity.tokens,
    imageStore: media.store,
    graphqlUploads: media.graphqlUploads,
    services: { ...identity.services, ...catalogue.services, ...content.services, ...media.services, ...shop.services, ...feedback.services, ...office.services },
    // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type -- type-graphql takes resolver classes as `Function`
    resolvers: [...identity.resolvers, ...catalogue.resolvers, ...content.resolvers, ...media.resolvers, ...shop.resolvers, ...feedback.resolvers, ...office.resolvers, ...exchange.resolvers] as unknown as NonEmptyArray<Function>,
    publicReads: [identity, catalogue, content, shop, feedback].reduce<PublicReads>((all, module) => ({ rest: { ...all.rest, ...module.publicReads.rest }, graphql: { ...all.graphql, ...module.publicReads.graphql } }), { rest: {}, graphql: {} }),
    routes: [...identity.routes, ...catalogue.routes, ...content.routes, ...media.routes, ...shop.routes, ...feedback.routes, ...office.routes, ...exchange.routes] as Route[],
  };
}
