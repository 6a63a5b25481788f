import { showing, type PublicReads } from '../../core/public-reads.js';
import type { Config } from '../../core/config.js';
import type { MailQueue } from '../../core/mail/mailer.js';
import { authResolver } from './auth.resolver.js';
import { identityRoutes } from './auth.routes.js';
import { AuthService } from './auth.service.js';
import { ConsentService } from './consent.service.js';
import { Tokens } from './tokens.js';
import { userResolver } from './user.resolver.js';
import { UserService } from './user.service.js';

/** The consent's text, the same for every shopper (the content kind's table). */
const publicReads: PublicReads = { rest: {}, graphql: showing(['content'], ['consentText']) };

/** Accounts, tokens, sign-in flows and consent records. */
export function identityModule(config: Config, mailer: MailQueue) {
  const tokens = new Tokens({ accessSecret: config.jwtAccessSecret, refreshSecret: config.jwtRefreshSecret, accessTtl: config.accessTokenTtl, refreshTtl: config.refreshTokenTtl });
  const consents = new ConsentService();
  const auth = new AuthService(tokens, mailer, consents, config.publicUrl);
  const users = new UserService(auth, tokens, mailer);
  return { tokens, publicReads, services: { auth, users, consents }, resolvers: [authResolver(auth), userResolver(users, consents)], routes: identityRoutes(auth, users, consents) };
}
