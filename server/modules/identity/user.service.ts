import { verify } from '@node-rs/argon2';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Context } from '../../core/context.js';
import { badInput, duplicate, forbidden, isRefusal, LastAdmin, notFound, toAppError } from '../../core/errors.js';
import { contains, findPage, withoutBlanks, type Page } from '../../core/list.js';
import { lockRule } from '../../core/rule-lock.js';
import type { MailQueue } from '../../core/mail/mailer.js';
import { id as idSchema, parse } from '../../core/validation.js';
import { changePasswordBody, email as emailSchema, userCreateBody, userQuery, userUpdateBody } from './auth.inputs.js';
import { generatePassword, hashPassword, TAKEN_EMAIL, type AuthService } from './auth.service.js';
import { accountCreatedLetter, confirmationLetter } from './letters.js';
import type { Tokens } from './tokens.js';
import { User } from './user.entity.js';

/** Accounts as staff and their owners manage them (SPEC §7 Users, CONTRACT §3). */
export class UserService {
  constructor(
    private readonly auth: AuthService,
    private readonly tokens: Tokens,
    private readonly mailer: MailQueue,
  ) {}

  async list(ctx: Context, input: unknown): Promise<Page<User>> {
    const { limit, offset, sortBy, orderBy, firstName, lastName, email, isVerified, role } = parse(userQuery, withoutBlanks(input));
    const where = {
      ...(firstName ? { firstName: contains(firstName) } : {}),
      ...(lastName ? { lastName: contains(lastName) } : {}),
      ...(email ? { email: contains(email) } : {}),
      ...(isVerified === undefined ? {} : { isVerified }),
      ...(role ? { role } : {}),
    };
    return findPage(ctx.em, User, where, { limit, offset, sortBy, orderBy });
  }

  /** An account made by an Admin: the shop makes up the password and mails it with the login. */
  async create(ctx: Context, input: unknown): Promise<User> {
    const fields = parse(userCreateBody, input);
    if (await ctx.em.count(User, { email: fields.email })) throw duplicate('email', TAKEN_EMAIL);
    const password = generatePassword();
    const user = await ctx.em.transactional(async (em) => {
      const created = em.create(User, { ...fields, passwordHash: await hashPassword(password) });
      await em.flush();
      await this.mailer.queue(em, accountCreatedLetter(created, password, created.isVerified ? undefined : await this.auth.link('confirm', created)));
      return created;
    });
    void this.mailer.deliver();
    return user;
  }

  async getByEmail(ctx: Context, email: unknown): Promise<User> {
    const user = await ctx.em.findOne(User, { email: parse(emailSchema, email) });
    if (!user) throw notFound();
    return user;
  }

  /** A profile: its owner or an Admin. */
  async get(ctx: Context, id: unknown): Promise<User> {
    return this.owned(ctx, id);
  }

  /**
   * Changes a profile. Only an Admin changes a role or the confirmed flag; a new email address must be
   * confirmed again.
   */
  async update(ctx: Context, id: unknown, input: unknown): Promise<User> {
    const user = await this.owned(ctx, id);
    const { role, isVerified, email, ...names } = parse(userUpdateBody, input);
    const isAdmin = ctx.actor?.role === 'Admin';
    if (!isAdmin && ((role !== undefined && role !== user.role) || (isVerified !== undefined && isVerified !== user.isVerified))) throw forbidden();
    const demoted = role !== undefined && role !== 'Admin' && user.role === 'Admin';
    ctx.em.assign(user, { ...names, ...(role ? { role } : {}), ...(isVerified === undefined ? {} : { isVerified }) });
    const emailChanged = email !== undefined && email !== user.email;
    if (emailChanged) {
      user.email = email;
      if (isVerified === undefined) user.isVerified = false;
    }
    try {
      await ctx.em.transactional(async (em) => {
        if (demoted) await this.keepOneAdmin(em, user, true);
        if (emailChanged && !user.isVerified) {
          await em.populate(user, ['passwordHash']);
          await this.mailer.queue(em, confirmationLetter(user, await this.auth.link('confirm', user)));
        }
      });
    } catch (error) {
      const appError = toAppError(error);
      throw isRefusal(appError) && !(appError instanceof LastAdmin) ? duplicate('email', TAKEN_EMAIL) : appError;
    }
    if (emailChanged) void this.mailer.deliver();
    return user;
  }

  /** Deletes an account: its owner or an Admin; the last Admin stays. */
  async remove(ctx: Context, id: unknown): Promise<{ id: number }> {
    const user = await this.owned(ctx, id);
    const userId = user.id;
    await ctx.em.transactional(async (em) => {
      if (user.role === 'Admin') await this.keepOneAdmin(em, user, false);
      em.remove(user);
    });
    return { id: userId };
  }

  /** A new password: the owner gives the current one, an Admin may change another's without it. Every session ends. */
  async changePassword(ctx: Context, id: unknown, input: unknown): Promise<{ message: string }> {
    const user = await this.owned(ctx, id);
    const { oldPassword, password } = parse(changePasswordBody, input);
    const byAdminForOther = ctx.actor?.role === 'Admin' && ctx.actor.id !== user.id;
    await ctx.em.populate(user, ['passwordHash']);
    if (!byAdminForOther && !(oldPassword && (await verify(user.passwordHash, oldPassword)))) throw badInput({ oldPassword: 'Неверный текущий пароль' });
    user.passwordHash = await hashPassword(password);
    await ctx.em.transactional(async (em) => {
      await this.tokens.revokeAll(em, user.id);
      await em.flush();
    });
    return { message: 'Пароль изменён' };
  }

  /**
   * The demo shop's customers (SEED=demo), confirmed, with random passwords never shown: they write
   * the demo reviews and place demo orders, and nobody signs in as them. Written in the caller's transaction.
   */
  async addDemoShoppers(em: EntityManager, people: readonly { firstName: string; lastName: string; email: string }[]): Promise<User[]> {
    const hashes = await Promise.all(people.map(() => hashPassword(generatePassword())));
    const shoppers = people.map((person, n) => em.create(User, { ...person, isVerified: true, passwordHash: hashes[n] }));
    await em.flush();
    return shoppers;
  }

  /** The user with this id when the caller is that user or an Admin; 403 for anyone else. */
  private async owned(ctx: Context, id: unknown): Promise<User> {
    const userId = parse(idSchema, id);
    if (!ctx.actor || (ctx.actor.id !== userId && ctx.actor.role !== 'Admin')) throw forbidden();
    const user = await ctx.em.findOne(User, userId);
    if (!user) throw notFound();
    return user;
  }

  /** Refuses to demote or delete the last Admin (CONTRACT §12): counted under the rule's lock, so concurrent changes cannot each leave it to the other. */
  private async keepOneAdmin(em: EntityManager, user: User, demoting: boolean): Promise<void> {
    await lockRule(em, 'one-admin');
    if ((await em.count(User, { role: 'Admin', id: { $ne: user.id } })) === 0) throw new LastAdmin(demoting);
  }
}
