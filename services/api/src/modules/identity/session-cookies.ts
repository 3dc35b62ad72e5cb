import { Inject, Injectable } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import type { SessionResponse } from '@vaultline/contracts';
import {
  clearStaffAssetsCookie,
  setStaffAssetsCookie,
} from '../../platform/auth/staff-assets-cookie';
import type { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.module';
import { deriveKey } from '../../platform/crypto/keys';
import { clearRefreshCookie, setRefreshCookie } from './refresh-cookie';
import type { IssuedSession } from './sign-in.service';

/**
 * The cookies of a session: the refresh cookie, and for staff the cookie that lets this browser
 * load the admin remote's files. Set together when a session starts or rotates, cleared together.
 */
@Injectable()
export class SessionCookies {
  private readonly staffAssetsKey: Buffer;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.staffAssetsKey = deriveKey(config.appSecret, 'staff-assets');
  }

  /** Sets the session's cookies and answers its body. */
  send(reply: FastifyReply, issued: IssuedSession): SessionResponse {
    setRefreshCookie(reply, issued.refresh, this.config.secureCookies);
    if (issued.body.user.role === 'admin') {
      const session = { userId: issued.body.user.id, sessionId: issued.refresh.sessionId };
      setStaffAssetsCookie(reply, this.staffAssetsKey, session, this.config.secureCookies);
    } else clearStaffAssetsCookie(reply, this.config.secureCookies);
    return issued.body;
  }

  clear(reply: FastifyReply): void {
    clearRefreshCookie(reply, this.config.secureCookies);
    clearStaffAssetsCookie(reply, this.config.secureCookies);
  }
}
