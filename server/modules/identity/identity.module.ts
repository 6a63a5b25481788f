import type { Config } from '../../core/config.js';
import { authResolver } from './auth.resolver.js';
import { authRoutes } from './auth.routes.js';
import { AuthService } from './auth.service.js';
import { Tokens } from './tokens.js';

export function identityModule(config: Config) {
  const tokens = new Tokens({ accessSecret: config.jwtAccessSecret, refreshSecret: config.jwtRefreshSecret, accessTtl: config.accessTokenTtl, refreshTtl: config.refreshTokenTtl });
  const auth = new AuthService(tokens);
  return { tokens, services: { auth }, resolvers: [authResolver(auth)], routes: authRoutes(auth) };
}
