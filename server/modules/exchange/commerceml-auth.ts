import type { EntityManager } from '@mikro-orm/postgresql';
import type { Request } from 'express';
import { jwtVerify, SignJWT } from 'jose';
import type { Actor, Role } from '../../core/permissions.js';
import { AppError } from '../../core/errors.js';
import type { AuthService } from '../identity/auth.service.js';
import { ExchangeError } from './commerceml-xml.js';

/** The cookie 1C is told to send back after `mode=checkauth`. */
export const EXCHANGE_COOKIE = 'vitrina_1c';

/** How long one exchange session lasts: a catalogue of tens of megabytes is sent and imported well within it. */
const SESSION_TTL = '2h';
const PURPOSE = '1c-exchange';

const STAFF: Role[] = ['Admin', 'SuperUser'];

const wrongPair = () => new ExchangeError('Неверный логин или пароль', 401);
const notStaff = () => new ExchangeError('Обмен с 1С доступен только администратору или менеджеру магазина', 403);

/** `Authorization: Basic …` → login and password, or null when the header is absent or not Basic. */
function basicPair(req: Request): { email: string; password: string } | null {
  const encoded = /^Basic\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1];
  if (!encoded) return null;
  const decoded = Buffer.from(encoded, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return null;
  return { email: decoded.slice(0, colon).trim().toLowerCase(), password: decoded.slice(colon + 1) };
}

function cookieValue(req: Request): string | undefined {
  const match = req.headers.cookie?.split(';').find((part) => part.trim().startsWith(`${EXCHANGE_COOKIE}=`));
  if (!match) return undefined;
  try {
    return decodeURIComponent(match.trim().slice(EXCHANGE_COOKIE.length + 1));
  } catch {
    // A malformed escape is no session, not a server error.
    return undefined;
  }
}

/**
 * Who the exchange works for: HTTP Basic with a staff account (its password checked as sign-in
 * does, against an Argon2 hash, the same time for an unknown login), or the signed, short-lived
 * session cookie `checkauth` handed out. Nothing is kept on the server; the role is read again on
 * every call, so a demoted account stops at once.
 */
export class ExchangeAuth {
  private readonly key: Uint8Array;

  constructor(
    accessSecret: string,
    private readonly auth: AuthService,
    private readonly throttle: (key: string) => Promise<void>,
  ) {
    this.key = new TextEncoder().encode(accessSecret);
  }

  /** The caller, or an ExchangeError answered 401 (wrong pair, no credentials) or 403 (not staff). */
  async caller(req: Request, em: EntityManager): Promise<Actor> {
    const pair = basicPair(req);
    if (pair) return this.checkPassword(req, em, pair);
    const fromCookie = await this.sessionUser(cookieValue(req));
    if (fromCookie === null) throw wrongPair();
    const [user] = await em.getConnection().execute<{ role: Role }[]>('SELECT role FROM users WHERE id = ?', [fromCookie]);
    if (!user) throw wrongPair();
    if (!STAFF.includes(user.role)) throw notStaff();
    return { id: fromCookie, role: user.role };
  }

  /** The session cookie's value for `checkauth`: the user's id, signed, expiring. */
  session(actor: Actor): Promise<string> {
    return new SignJWT({ purpose: PURPOSE }).setProtectedHeader({ alg: 'HS256' }).setSubject(String(actor.id)).setIssuedAt().setExpirationTime(SESSION_TTL).sign(this.key);
  }

  /** The sign-in's own check (AuthService); any refusal — a wrong pair, or a login that is no email — is 1C's «wrong pair». */
  private async checkPassword(req: Request, em: EntityManager, pair: { email: string; password: string }): Promise<Actor> {
    const user = await this.auth.checkPassword(em, pair).catch(async (error: unknown) => {
      if (!(error instanceof AppError) || error.status >= 500) throw error;
      await this.throttle(req.ip ?? '');
      throw wrongPair();
    });
    if (!STAFF.includes(user.role)) throw notStaff();
    return { id: user.id, role: user.role };
  }

  private async sessionUser(token: string | undefined): Promise<number | null> {
    if (!token) return null;
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'] });
      const id = Number(payload.sub);
      return payload.purpose === PURPOSE && Number.isInteger(id) ? id : null;
    } catch {
      return null;
    }
  }
}
