import type { MikroORM } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import { showing, type PublicReads } from '../../core/public-reads.js';
import type { Config } from '../../core/config.js';
import type { MailQueue } from '../../core/mail/mailer.js';
import { crudResolver, crudRoutes, type CrudApi } from '../../core/crud.js';
import type { ConsentService } from '../identity/consent.service.js';
import { contactResolver } from './contact.resolver.js';
import { contactRoutes } from './contact.routes.js';
import { ContactService } from './contact.service.js';
import { NewsPost } from './content.entities.js';
import { newsBody, newsQuery } from './content.inputs.js';
import { contentResolver } from './content.resolver.js';
import { contentRoutes } from './content.routes.js';
import { AdvertisementService, NewsService, SlideService } from './content.services.js';
import { SubscriberService } from './subscriber.service.js';
import { newsOutput } from './content.outputs.js';
import { InboxService } from './inbox.js';
import { campaignActionRoutes, campaignActionsResolver, campaignApi } from './campaign.api.js';
import { CampaignService } from './campaign.service.js';
import { campaignSender } from './campaign-sender.js';
import { shopSettingsResolver, shopSettingsRoutes } from './shop-settings.api.js';
import { ShopSettingsService } from './shop-settings.service.js';
import type { VersionedMemo } from '../../core/versioned-memo.js';
import { subscriptionForms } from './unsubscribe-page.js';

/** What anonymous shoppers read of the content; slides and advertisements show products too. */
const publicReads: PublicReads = {
  rest: { ...showing(['content'], ['/news', '/shop-settings']), ...showing(['content', 'catalogue'], ['/slides', '/advertisements']) },
  graphql: { ...showing(['content'], ['newsPosts', 'newsPost', 'newsPostByUrl', 'shopSettings']), ...showing(['content', 'catalogue'], ['slides', 'advertisements']) },
};

/** The shop's content: news, the slide banner, advertisement text, subscribers (with their pages' forms) and newsletters to them, and messages to staff. */
export function contentModule(config: Config, mailer: MailQueue, consents: ConsentService, contentReads?: VersionedMemo) {
  const contact = new ContactService(mailer, consents, config.notifyEmail);
  const inbox = new InboxService(mailer);
  const shopSettings = new ShopSettingsService(config.returnDays, contentReads);
  const news = new NewsService();
  const slides = new SlideService();
  const advertisements = new AdvertisementService();
  const subscribers = new SubscriberService(mailer, consents, config.publicUrl, config.shopTime);
  const campaigns = new CampaignService(mailer, subscribers, config.newsletterPerMinute, config.publicUrl, config.shopTime);
  const newsApi = { type: NewsPost, one: 'newsPost', many: 'newsPosts', title: 'новость', param: 'newsId', service: news, body: newsBody, query: newsQuery, output: newsOutput } as unknown as CrudApi & { service: typeof news };
  return {
    services: { contact, inbox, shopSettings, news, slides, advertisements, subscribers, campaigns },
    resolvers: [contactResolver(contact, inbox), crudResolver(newsApi), contentResolver(news, slides, advertisements, subscribers), crudResolver(campaignApi(campaigns)), campaignActionsResolver(campaigns), shopSettingsResolver(shopSettings)],
    publicReads,
    routes: [...contactRoutes(contact, inbox), ...contentRoutes(newsApi, slides, advertisements, subscribers), ...crudRoutes('/campaigns', campaignApi(campaigns)), ...campaignActionRoutes(campaigns), ...shopSettingsRoutes(shopSettings)],
    subscriptionForms: subscriptionForms(subscribers),
    jobs: (orm: MikroORM, log: Logger) => ({ newsletters: campaignSender(campaigns, orm, log) }),
  };
}
