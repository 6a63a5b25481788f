import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { jwtVerify, SignJWT } from 'jose';
import type { Actor, Role } from '../../core/permissions.js';
import { RefreshToken } from './refresh-token.entity.js';
import { User } from './user.entity.js';

export type ActionPurpose = 'confirm' | 'reset';

const actionTtl: Record<ActionPurpose, string> = { confirm: '7d', reset: '1h' };

/** How long after its use a spent refresh token is refused quietly before a second use counts as a leak. */
export const REUSE_GRACE_MS = 30_000;

/** `15m`, `30d`, `12h`, `45s` → milliseconds. */
export function durationMs(value: string): number {
  const match = /^(\d+)\s*([smhd])$/.exec(value.trim());
  if (!match) throw new Error(`Неверная длительность «${value}»: ожидается число и s, m, h или d`);
  return Number(match[1]) * { s: 1_000, m: 60_000, h: 3_600_000, d: 86_400_000 }[match[2] as 's' | 'm' | 'h' | 'd'];
}

/**
 * A short fingerprint of what a link from a letter is bound to: the address it was sent to (a link
 * stops working once the email changes) and, for a reset, the password hash (it stops once the password changes).
 */
const fingerprint = (value: string) => createHash('sha256').update(value).digest('base64url').slice(0, 16);

/**
 * The shop's tokens. Access tokens are short-lived JWTs naming the user; the role is read from the
 * database on every request, so a demoted or deleted user loses their powers at once. Refresh
 * tokens are random, stored as an HMAC, rotate on every use, and a reused one revokes all of the
 * user's sessions. Links in mails carry JWTs with a purpose.
 */
export class Tokens {
  private readonly accessKey: Uint8Array;
  private readonly refreshSecret: string;
  private readonly accessTtl: string;
  private readonly refreshTtlMs: number;

  constructor(options: { accessSecret: string; refreshSecret: string; accessTtl: string; refreshTtl: string }) {
    this.accessKey = new TextEncoder().encode(options.accessSecret);
    this.refreshSecret = options.refreshSecret;
    this.accessTtl = options.accessTtl;
    this.refreshTtlMs = durationMs(options.refreshTtl);
    durationMs(options.accessTtl);
  }

  /** A new access token and a new refresh token, the latter stored with the caller's next flush. */
  async issue(em: EntityManager, user: User): Promise<{ accessToken: string; refreshToken: string }> {
    const refreshToken = randomBytes(32).toString('base64url');
    em.create(RefreshToken, { user, tokenHash: this.hash(refreshToken), expiresAt: new Date(Date.now() + this.refreshTtlMs) });
    await em.flush();
    return { accessToken: await this.access(user), refreshToken };
  }

  private access(user: User): Promise<string> {
    return new SignJWT({}).setProtectedHeader({ alg: 'HS256' }).setSubject(String(user.id)).setIssuedAt().setExpirationTime(this.accessTtl).sign(this.accessKey);
  }

  /** The id of the user an access token names, or null when it is missing, forged or expired. */
  async accessSubject(token: string | undefined): Promise<number | null> {
    const payload = await this.verifyJwt(token);
    if (!payload || payload.purpose) return null;
    const id = Number(payload.sub);
    return Number.isInteger(id) ? id : null;
  }

  /**
   * The caller an access token names, with the role the database holds now (one read by primary key),
   * or null when the token is missing, forged or expired or its user is deleted. No token, no read.
   */
  async verifyAccess(token: string | undefined, em: EntityManager): Promise<Actor | null> {
    const id = await this.accessSubject(token);
    if (id === null) return null;
    const [user] = await em.getConnection().execute<{ role: Role }[]>('SELECT role FROM users WHERE id = ?', [id]);
    return user ? { id, role: user.role } : null;
  }

  /**
   * Spends a refresh token: returns its user with a fresh pair, or null when it is unknown, expired
   * or already used — in the last case, unless the first use was moments ago, every session of that user ends, as the token has leaked.
   */
  async rotate(em: EntityManager, refreshToken: string): Promise<{ user: User; accessToken: string; refreshToken: string } | null> {
    const stored = await em.findOne(RefreshToken, { tokenHash: this.hash(refreshToken) }, { populate: ['user'] });
    if (!stored || stored.expiresAt < new Date()) return null;
    if (stored.usedAt) {
      // Two tabs refreshing at the same moment present the same token: that is a race, not a leak.
      if (Date.now() - stored.usedAt.getTime() > REUSE_GRACE_MS) await this.revokeAll(em, stored.user.id);
      return null;
    }
    const spent = await em.nativeUpdate(RefreshToken, { id: stored.id, usedAt: null }, { usedAt: new Date() });
    if (spent === 0) return null;
    const user = stored.user.getEntity();
    return { user, ...(await this.issue(em, user)) };
  }

  /** Ends one device's session. */
  async revoke(em: EntityManager, refreshToken: string): Promise<void> {
    await em.nativeDelete(RefreshToken, { tokenHash: this.hash(refreshToken) });
  }

  /** Ends every session of a user (sign-out everywhere, password change or reset, a leaked token); expired rows of everyone go too. */
  async revokeAll(em: EntityManager, userId: number): Promise<void> {
    await em.nativeDelete(RefreshToken, { $or: [{ user: userId }, { expiresAt: { $lt: new Date() } }] });
  }

  /** A link token for a mail: email confirmation or password reset. */
  action(purpose: ActionPurpose, user: User): Promise<string> {
    return new SignJWT({ purpose, to: fingerprint(user.email), ...(purpose === 'reset' ? { fp: fingerprint(user.passwordHash) } : {}) })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(user.id))
      .setIssuedAt()
      .setExpirationTime(actionTtl[purpose])
      .sign(this.accessKey);
  }

  /**
   * The user a link token was made for, or null when it is forged, expired, of another purpose, sent
   * to an address the user no longer has, or (a reset) already used.
   */
  async verifyAction(em: EntityManager, purpose: ActionPurpose, token: string): Promise<User | null> {
    const payload = await this.verifyJwt(token);
    if (!payload || payload.purpose !== purpose) return null;
    const user = await em.findOne(User, Number(payload.sub), { populate: ['passwordHash'] });
    if (!user || payload.to !== fingerprint(user.email)) return null;
    return purpose === 'reset' && payload.fp !== fingerprint(user.passwordHash) ? null : user;
  }

  private hash(refreshToken: string): string {
    return createHmac('sha256', this.refreshSecret).update(refreshToken).digest('hex');
  }

  private async verifyJwt(token: string | undefined) {
    if (!token) return null;
    try {
      return (await jwtVerify(token, this.accessKey, { algorithms: ['HS256'] })).payload;
    } catch {
      return null;
    }
  }
}
