import { Inject, Injectable } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import type { SessionResponse } from '@vaultline/contracts';
import {
  clearSessionBoundCookie,
  setSessionBoundCookie,
} from '../../platform/auth/session-bound-cookie';
import { DRAWN_PAGE, STAFF_ASSETS } from '../../platform/auth/session-cookie-kinds';
import type { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.module';
import { deriveKey } from '../../platform/crypto/keys';
import { clearRefreshCookie, setRefreshCookie } from './refresh-cookie';
import type { IssuedSession } from './sign-in.service';

/**
 * The cookies of a session: the refresh cookie; for staff the cookie that lets this browser load
 * the admin remote's files; for customers the one that lets the dashboard arrive drawn with their
 * figures. Set together when a session starts or rotates (each refresh renews them), cleared
 * together.
 */
@Injectable()
export class SessionCookies {
  private readonly staffAssetsKey: Buffer;
  private readonly drawnPageKey: Buffer;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.staffAssetsKey = deriveKey(config.appSecret, 'staff-assets');
    this.drawnPageKey = deriveKey(config.appSecret, 'drawn-page');
  }

  /** Sets the session's cookies and answers its body. */
  send(reply: FastifyReply, issued: IssuedSession): SessionResponse {
    const secure = this.config.secureCookies;
    setRefreshCookie(reply, issued.refresh, secure);
    const session = { userId: issued.body.user.id, sessionId: issued.refresh.sessionId };
    const [bound, key, other] =
      issued.body.user.role === 'admin'
        ? [STAFF_ASSETS, this.staffAssetsKey, DRAWN_PAGE]
        : [DRAWN_PAGE, this.drawnPageKey, STAFF_ASSETS];
    setSessionBoundCookie(reply, bound, key, session, secure);
    clearSessionBoundCookie(reply, other, secure);
    return issued.body;
  }

  clear(reply: FastifyReply): void {
    clearRefreshCookie(reply, this.config.secureCookies);
    clearSessionBoundCookie(reply, STAFF_ASSETS, this.config.secureCookies);
    clearSessionBoundCookie(reply, DRAWN_PAGE, this.config.secureCookies);
  }
}
