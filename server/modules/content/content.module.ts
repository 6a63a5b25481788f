import type { Config } from '../../core/config.js';
import type { MailQueue } from '../../core/mail/mailer.js';
import type { ConsentService } from '../identity/consent.service.js';
import { contactResolver } from './contact.resolver.js';
import { contactRoutes } from './contact.routes.js';
import { ContactService } from './contact.service.js';

/** Shop content and messages to staff; so far the help-desk message and the call-back request. */
export function contentModule(config: Config, mailer: MailQueue, consents: ConsentService) {
  const contact = new ContactService(mailer, consents, config.notifyEmail);
  return { services: { contact }, resolvers: [contactResolver(contact)], routes: contactRoutes(contact) };
}
