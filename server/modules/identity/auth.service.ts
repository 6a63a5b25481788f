import { hash, verify } from '@node-rs/argon2';
import { randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import type { Context } from '../../core/context.js';
import { forbidden, unauthorized } from '../../core/errors.js';
import { parse } from '../../core/validation.js';
import { signInBody, tokenBody } from './auth.inputs.js';
import type { Tokens } from './tokens.js';
import { User } from './user.entity.js';

export interface SignedIn {
  user: User;
  accessToken: string;
  refreshToken: string;
}

/** Sign-in, token refresh and session check. The full identity flows extend this service. */
export class AuthService {
  constructor(private readonly tokens: Tokens) {}

  /** Email and password → the user and a fresh token pair; a wrong pair is 401. */
  async signIn(ctx: Context, input: unknown): Promise<SignedIn> {
    const { email, password } = parse(signInBody, input);
    const user = await ctx.em.findOne(User, { email }, { populate: ['passwordHash'] });
    if (!user || !(await verify(user.passwordHash, password))) throw unauthorized();
    return { user, ...(await this.tokens.issue(user)) };
  }

  /** The back office's sign-in: the same check, then 403 unless the account is Admin (SPEC §6). */
  async adminSignIn(ctx: Context, input: unknown): Promise<SignedIn> {
    const signedIn = await this.signIn(ctx, input);
    if (signedIn.user.role !== 'Admin') throw forbidden();
    return signedIn;
  }

  /** A refresh token → a new access token; an invalid or expired one, or a deleted user, is 403. */
  async refresh(ctx: Context, input: unknown): Promise<{ accessToken: string }> {
    const user = await this.userOf(ctx, await this.tokens.verifyRefresh(parse(tokenBody, input).token));
    return { accessToken: await this.tokens.access(user) };
  }

  /** An access token → its user; an invalid or expired one is 403 so the client refreshes (SPEC §7). */
  async session(ctx: Context, input: unknown): Promise<{ message: string; user: User }> {
    const user = await this.userOf(ctx, await this.tokens.verifyAccess(parse(tokenBody, input).token));
    return { message: 'Сессия действительна', user };
  }

  /** The signed-in caller. */
  async me(ctx: Context): Promise<User> {
    const user = ctx.actor && (await ctx.em.findOne(User, ctx.actor.id));
    if (!user) throw unauthorized();
    return user;
  }

  private async userOf(ctx: Context, actor: { id: number } | null): Promise<User> {
    const user = actor && (await ctx.em.findOne(User, actor.id));
    if (!user) throw forbidden();
    return user;
  }
}

export const hashPassword = (password: string) => hash(password);

/**
 * Creates the Admin account of ADMIN_EMAIL when it is missing. Its password is ADMIN_PASSWORD or,
 * when that is unset, a generated one printed once; an existing account's password is never changed.
 */
export async function ensureAdmin(em: EntityManager, email: string, password: string | undefined, log: Logger): Promise<void> {
  if (await em.count(User, { email })) return;
  const chosen = password ?? randomBytes(9).toString('base64url');
  em.create(User, { email, firstName: 'Администратор', lastName: '', role: 'Admin', isVerified: true, passwordHash: await hashPassword(chosen) });
  await em.flush();
  if (password) log.info({ email }, 'создана учётная запись администратора');
  else log.warn({ email }, `создана учётная запись администратора ${email}, пароль: ${chosen} (показан один раз)`);
}
