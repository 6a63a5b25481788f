import { jwtVerify, SignJWT } from 'jose';
import type { Actor, Role } from '../../core/permissions.js';
import { roles } from '../../core/permissions.js';

/** Signs and checks the JWTs the shop hands out; no server-side session is kept. */
export class Tokens {
  private readonly accessKey: Uint8Array;
  private readonly refreshKey: Uint8Array;

  constructor(options: { accessSecret: string; refreshSecret: string; accessTtl: string; refreshTtl: string }, private readonly ttl = { access: options.accessTtl, refresh: options.refreshTtl }) {
    this.accessKey = new TextEncoder().encode(options.accessSecret);
    this.refreshKey = new TextEncoder().encode(options.refreshSecret);
  }

  async issue(actor: Actor): Promise<{ accessToken: string; refreshToken: string }> {
    return { accessToken: await this.access(actor), refreshToken: await this.sign(actor, this.refreshKey, this.ttl.refresh) };
  }

  access(actor: Actor): Promise<string> {
    return this.sign(actor, this.accessKey, this.ttl.access);
  }

  /** The caller an access token names, or null when it is missing, forged or expired. */
  verifyAccess(token: string | undefined): Promise<Actor | null> {
    return this.verify(token, this.accessKey);
  }

  verifyRefresh(token: string | undefined): Promise<Actor | null> {
    return this.verify(token, this.refreshKey);
  }

  private sign(actor: Actor, key: Uint8Array, ttl: string): Promise<string> {
    return new SignJWT({ role: actor.role }).setProtectedHeader({ alg: 'HS256' }).setSubject(String(actor.id)).setIssuedAt().setExpirationTime(ttl).sign(key);
  }

  private async verify(token: string | undefined, key: Uint8Array): Promise<Actor | null> {
    if (!token) return null;
    try {
      const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
      const id = Number(payload.sub);
      const role = payload.role as Role;
      return Number.isInteger(id) && roles.includes(role) ? { id, role } : null;
    } catch {
      return null;
    }
  }
}
