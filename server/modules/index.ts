import type { MikroORM } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import type { NonEmptyArray } from 'type-graphql';
import type { Config } from '../core/config.js';
import type { MailQueue } from '../core/mail/mailer.js';
import type { PublicReads } from '../core/public-reads.js';
import type { PublicVersions } from '../core/public-versions.js';
import { VersionedMemo } from '../core/versioned-memo.js';
import type { Route } from '../core/rest.js';
import { catalogueModule } from './catalogue/catalogue.module.js';
import { contentModule } from './content/content.module.js';
import { cdekDelivery } from './delivery/delivery.service.js';
import { deliveryModule } from './delivery/delivery.module.js';
import { exchangeModule } from './exchange/exchange.module.js';
import { feedbackModule } from './feedback/feedback.module.js';
import { identityModule } from './identity/identity.module.js';
import { mediaModule } from './media/media.module.js';
import { officeModule } from './office/office.module.js';
import { seoModule } from './seo/seo.module.js';
import { shopModule } from './shop/shop.module.js';
import { storefrontModule } from './storefront/storefront.module.js';

export type { RenderPage } from './storefront/storefront.types.js';

/**
 * Every domain module, wired together: their resolvers and REST routes for the two APIs, what they
 * serve outside them (pictures, the 1C exchange, feeds, robots and sitemap, the subscription forms,
 * the storefront's pages) and their periodic work, for the app to mount and run.
 */
export function createModules(config: Config, mailer: MailQueue, versions?: PublicVersions) {
  const identity = identityModule(config, mailer);
  const catalogue = catalogueModule(config, mailer, identity.services.consents, versions);
  // What shoppers read of the content on every product page, kept until the content changes.
  const contentReads = new VersionedMemo(versions, 'content');
  const content = contentModule(config, mailer, identity.services.consents, contentReads);
  content.services.subscribers.confirmAlso((ctx, token) => catalogue.services.stockAlerts.confirm(ctx, token));
  identity.services.consents.operatorFrom((em) => content.services.shopSettings.current(em));
  const media = mediaModule(config);
  // Checkout's quotes and the shipments ask СДЭК through one client: one token for both.
  const carriage = cdekDelivery(config.cdek);
  const shop = shopModule(mailer, identity.services.consents, { stock: catalogue.services.stock, products: catalogue.services.products }, config.shopTime, { notifyEmail: config.notifyEmail, publicUrl: config.publicUrl }, config.yookassa, config.abuse, config.returnDays, carriage, contentReads);
  const delivery = deliveryModule(config.cdek, config.publicUrl, carriage.carrier, shop.services);
  const feedback = feedbackModule(catalogue.services.products);
  const office = officeModule(config.shopTime);
  const exchange = exchangeModule(config, { ...identity.services, ...catalogue.services, ...media.services, ...shop.services, shopSettings: content.services.shopSettings });
  return {
    tokens: identity.tokens,
    graphqlUploads: media.graphqlUploads,
    services: { ...identity.services, ...catalogue.services, ...content.services, ...media.services, ...shop.services, ...delivery.services, ...feedback.services, ...office.services },
    // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type -- type-graphql takes resolver classes as `Function`
    resolvers: [...identity.resolvers, ...catalogue.resolvers, ...content.resolvers, ...media.resolvers, ...shop.resolvers, ...delivery.resolvers, ...feedback.resolvers, ...office.resolvers, ...exchange.resolvers] as unknown as NonEmptyArray<Function>,
    /** What the modules count in the database when /metrics is read (CONTRACT §22). */
    gauges: [...shop.gauges, ...delivery.gauges],
    publicReads: [identity, catalogue, content, shop, feedback].reduce<PublicReads>((all, module) => ({ rest: { ...all.rest, ...module.publicReads.rest }, graphql: { ...all.graphql, ...module.publicReads.graphql } }), { rest: {}, graphql: {} }),
    routes: [...identity.routes, ...catalogue.routes, ...content.routes, ...media.routes, ...shop.routes, ...delivery.routes, ...feedback.routes, ...office.routes, ...exchange.routes] as Route[],
    pictures: media.pictures,
    commerceml: exchange.commerceml,
    feeds: exchange.feeds,
    seo: seoModule(config.publicUrl).router,
    subscriptionForms: content.subscriptionForms,
    storefrontPages: storefrontModule(config.publicUrl).pages,
    /** The modules' periodic work, made but not started. */
    jobs: (orm: MikroORM, log: Logger) => ({ ...catalogue.jobs(orm, log), ...media.jobs(orm, log), ...shop.jobs(orm, log), ...delivery.jobs(orm, log), ...content.jobs(orm, log) }),
  };
}
