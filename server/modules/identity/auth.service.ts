import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import type { Context } from '../../core/context.js';
import { AppError, duplicate, forbidden, unauthorized } from '../../core/errors.js';
import type { MailQueue } from '../../core/mail/mailer.js';
import { parse } from '../../core/validation.js';
import { emailBody, newPasswordBody, signInBody, signOutBody, signUpBody, tokenBody } from './auth.inputs.js';
import type { ConsentService } from './consent.service.js';
import { confirmationLetter, resetLetter, signUpLetter } from './letters.js';
import type { Tokens } from './tokens.js';
import { User } from './user.entity.js';

export interface SignedIn {
  user: User;
  accessToken: string;
  refreshToken: string;
}

export const hashPassword = (password: string) => hash(password);
/** A password the shop makes up when a person does not choose one: 12 readable characters. */
/** The field error of an address already registered. */
export const TAKEN_EMAIL = 'Пользователь с такой почтой уже зарегистрирован';
export const generatePassword = () => randomBytes(9).toString('base64url');

const invalidLink = () => new AppError(400, 'Ссылка недействительна или устарела. Запросите новую.');

/** Sign-up, sign-in, tokens, email confirmation and password reset (SPEC §4, CONTRACT §2). */
export class AuthService {
  /** The hash an unknown email's password is checked against; made once, with the same parameters as real ones. */
  private readonly dummyHash = hashPassword(generatePassword());

  constructor(
    private readonly tokens: Tokens,
    private readonly mailer: MailQueue,
    private readonly consents: ConsentService,
    private readonly publicUrl: string,
  ) {}

  /** A new account: the chosen or a generated password (only the latter is mailed), a consent record and the welcome letter, all or nothing. */
  async signUp(ctx: Context, input: unknown): Promise<SignedIn> {
    const { password, consent: _consent, ...fields } = parse(signUpBody, input);
    if (await ctx.em.count(User, { email: fields.email })) throw duplicate('email', TAKEN_EMAIL);
    const chosen = password ?? generatePassword();
    const signedIn = await ctx.em.transactional(async (em) => {
      const user = em.create(User, { ...fields, passwordHash: await hashPassword(chosen) });
      await em.flush();
      this.consents.record(ctx, em, { purpose: 'signup', user, email: user.email });
      await this.mailer.queue(em, signUpLetter(user, password ? undefined : chosen, await this.link('confirm', user)));
      return { user, ...(await this.tokens.issue(em, user)) };
    });
    void this.mailer.deliver();
    return signedIn;
  }

  /** Email and password → the user and a fresh token pair; a wrong pair is 401, the same for an unknown email. */
  async signIn(ctx: Context, input: unknown): Promise<SignedIn> {
    const user = await this.checkPassword(ctx.em, input);
    return { user, ...(await this.tokens.issue(ctx.em, user)) };
  }

  /** The back office's sign-in: the same check, then 403 unless the account is staff, Admin or manager (SuperUser; CONTRACT §13). */
  async adminSignIn(ctx: Context, input: unknown): Promise<SignedIn> {
    const user = await this.checkPassword(ctx.em, input);
    if (user.role !== 'Admin' && user.role !== 'SuperUser') throw forbidden();
    return { user, ...(await this.tokens.issue(ctx.em, user)) };
  }

  /** A refresh token → a new access token and a new refresh token (the old one is spent); anything else is 403. */
  async refresh(ctx: Context, input: unknown): Promise<{ accessToken: string; refreshToken: string }> {
    const rotated = await this.tokens.rotate(ctx.em, parse(tokenBody, input).token);
    if (!rotated) throw forbidden();
    return { accessToken: rotated.accessToken, refreshToken: rotated.refreshToken };
  }

  /** An access token → its user; an invalid or expired one is 403 so the client refreshes (SPEC §7). */
  async session(ctx: Context, input: unknown): Promise<{ message: string; user: User }> {
    const userId = await this.tokens.accessSubject(parse(tokenBody, input).token);
    const user = userId && (await ctx.em.findOne(User, userId));
    if (!user) throw forbidden();
    return { message: 'Сессия действительна', user };
  }

  /** Ends this device's session, or every session of the signed-in user. */
  async signOut(ctx: Context, input: unknown): Promise<{ message: string }> {
    const { token, everywhere } = parse(signOutBody, input);
    if (everywhere) {
      if (!ctx.actor) throw unauthorized();
      await this.tokens.revokeAll(ctx.em, ctx.actor.id);
    } else if (token) {
      await this.tokens.revoke(ctx.em, token);
    }
    return { message: 'Вы вышли из учётной записи' };
  }

  /** The link from the confirmation letter: confirms the address and signs in; a second time is 408 «Уже проверено». */
  async confirmEmail(ctx: Context, input: unknown): Promise<SignedIn> {
    const user = await this.tokens.verifyAction(ctx.em, 'confirm', parse(tokenBody, input).token);
    if (!user) throw invalidLink();
    if (user.isVerified) throw new AppError(408);
    user.isVerified = true;
    return { user, ...(await this.tokens.issue(ctx.em, user)) };
  }

  /** Mails a reset link when the account exists; answers the same either way, so nobody learns who is registered. */
  async requestReset(ctx: Context, input: unknown): Promise<{ message: string }> {
    const { email } = parse(emailBody, input);
    const user = await ctx.em.findOne(User, { email }, { populate: ['passwordHash'] });
    if (user) {
      await this.mailer.queue(ctx.em, resetLetter(user, await this.link('reset', user)));
      await ctx.em.flush();
      void this.mailer.deliver();
    }
    return { message: 'Если такой адрес зарегистрирован, мы отправили на него письмо со ссылкой для смены пароля' };
  }

  /** The link from the reset letter, once: sets the new password, ends every other session and signs in. */
  async resetPassword(ctx: Context, input: unknown): Promise<SignedIn> {
    const { token, password } = parse(newPasswordBody, input);
    return ctx.em.transactional(async (em) => {
      const user = await this.tokens.verifyAction(em, 'reset', token);
      if (!user) throw invalidLink();
      // Changed only where the old hash is still in place: of simultaneous uses of one link, exactly one gets through.
      const changed = await em.nativeUpdate(User, { id: user.id, passwordHash: user.passwordHash }, { passwordHash: await hashPassword(password) });
      if (!changed) throw invalidLink();
      user.isVerified = true;
      await this.tokens.revokeAll(em, user.id);
      return { user, ...(await this.tokens.issue(em, user)) };
    });
  }

  /**
   * Mails the confirmation link again when the address belongs to an account not yet confirmed;
   * answers the same for an unknown or a confirmed address, so nobody learns who is registered.
   */
  async resendConfirmation(ctx: Context, input: unknown): Promise<{ message: string }> {
    const { email } = parse(emailBody, input);
    const user = await ctx.em.findOne(User, { email }, { populate: ['passwordHash'] });
    if (user && !user.isVerified) {
      await this.mailer.queue(ctx.em, confirmationLetter(user, await this.link('confirm', user)));
      await ctx.em.flush();
      void this.mailer.deliver();
    }
    return { message: 'Если этот адрес зарегистрирован и ещё не подтверждён, мы отправили на него письмо со ссылкой для подтверждения' };
  }

  /** The signed-in caller. */
  async me(ctx: Context): Promise<User> {
    const user = ctx.actor && (await ctx.em.findOne(User, ctx.actor.id));
    if (!user) throw unauthorized();
    return user;
  }

  /** A storefront link for a letter: PUBLIC_URL/confirm/{token} or PUBLIC_URL/reset-password/{token}. */
  link(purpose: 'confirm' | 'reset', user: User): Promise<string> {
    return this.tokens.action(purpose, user).then((token) => `${this.publicUrl}/${purpose === 'confirm' ? 'confirm' : 'reset-password'}/${token}`);
  }

  /**
   * Email and password → the user, else 401 (400 for input that is not an email and a password).
   * An unknown email is checked against a made-up hash, so it takes as long as a wrong password and
   * does not give itself away.
   */
  async checkPassword(em: EntityManager, input: unknown): Promise<User> {
    const { email, password } = parse(signInBody, input);
    const user = await em.findOne(User, { email }, { populate: ['passwordHash'] });
    const matches = await verify(user?.passwordHash ?? (await this.dummyHash), password);
    if (!user || !matches) throw unauthorized();
    return user;
  }
}

/**
 * Creates the Admin account of ADMIN_EMAIL when it is missing. Its password is ADMIN_PASSWORD or,
 * when that is unset, a generated one printed once; an existing account's password is never changed.
 */
export async function ensureAdmin(em: EntityManager, email: string, password: string | undefined, log: Logger): Promise<void> {
  if (await em.count(User, { email })) return;
  const chosen = password ?? generatePassword();
  em.create(User, { email, firstName: 'Администратор', lastName: '', role: 'Admin', isVerified: true, passwordHash: await hashPassword(chosen) });
  await em.flush();
  if (password) log.info({ email }, 'создана учётная запись администратора');
  else log.warn({ email }, `создана учётная запись администратора ${email}, пароль: ${chosen} (показан один раз)`);
}

