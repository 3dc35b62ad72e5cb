import { createSecretKey } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import type { Role } from '@vaultline/contracts';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { deriveKey } from '../crypto/keys';

/** Access tokens live 15 minutes; the refresh cookie renews them. */
export const ACCESS_TOKEN_TTL_S = 15 * 60;
const ISSUER = 'vaultline';
const AUDIENCE = 'vaultline-api';
const ALGORITHM = 'HS256';
/** At most this many verified tokens are remembered (about 3 MB); the oldest goes first. */
const VERIFIED_TOKENS_MAX = 10_000;

export interface AccessClaims {
  sub: string;
  role: Role;
  /** The user's token version when issued; a bump revokes the token. */
  ver: number;
  /** The session (refresh family) it belongs to; signing out of it revokes the token. */
  sid: string;
}

/**
 * Short-lived access JWTs. Verification pins the algorithm (no "none", no algorithm confusion),
 * issuer, audience and token type, requires exp, honours nbf, and ignores kid/jku/x5u headers:
 * the only key is our own.
 */
@Injectable()
export class AccessTokensService {
  private readonly jwt: JwtService;
  /** Verified tokens and their expiry (seconds), oldest first. */
  private readonly verified = new Map<string, { claims: AccessClaims; exp: number }>();

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    // A KeyObject, made once: given raw bytes, jsonwebtoken would rebuild it on every call (~0.5 ms each).
    this.jwt = new JwtService({
      secret: createSecretKey(deriveKey(config.appSecret, 'access-token')),
    });
  }

  issue(claims: AccessClaims): string {
    return this.jwt.sign(
      { ...claims, typ: 'access' },
      { algorithm: ALGORITHM, expiresIn: ACCESS_TOKEN_TTL_S, issuer: ISSUER, audience: AUDIENCE },
    );
  }

  /**
   * The token's claims, or null for anything that is not a valid, current access token of ours.
   * A token verified once is remembered until it expires (a client sends the same token with every
   * request, and the signature check was the guard's biggest cost); only exactly the same string hits.
   */
  verify(token: string): AccessClaims | null {
    const known = this.verified.get(token);
    if (known && Math.floor(Date.now() / 1000) < known.exp) return known.claims;
    this.verified.delete(token);
    const checked = this.check(token);
    if (checked) this.remember(token, checked);
    return checked?.claims ?? null;
  }

  private remember(token: string, checked: { claims: AccessClaims; exp: number }): void {
    if (this.verified.size >= VERIFIED_TOKENS_MAX)
      this.verified.delete(this.verified.keys().next().value as string);
    this.verified.set(token, checked);
  }

  private check(token: string): { claims: AccessClaims; exp: number } | null {
    try {
      const payload = this.jwt.verify<Record<string, unknown>>(token, {
        algorithms: [ALGORITHM],
        issuer: ISSUER,
        audience: AUDIENCE,
      });
      const { sub, role, ver, sid, typ, exp } = payload;
      const valid =
        typ === 'access' &&
        typeof exp === 'number' &&
        typeof sub === 'string' &&
        typeof sid === 'string' &&
        (role === 'customer' || role === 'admin') &&
        Number.isInteger(ver);
      return valid ? { claims: { sub, role, ver: ver as number, sid }, exp } : null;
    } catch {
      return null;
    }
  }
}
