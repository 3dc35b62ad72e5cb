import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AuthErrorCode } from '@vaultline/contracts';
import { AuthException } from '../../platform/auth/auth.exception';
import type { ClientInfo } from '../../platform/auth/client-info.decorator';
import { UsersService } from '../users/users.service';
import { SessionsService } from './sessions.service';
import { SignInService } from './sign-in.service';
import type { IssuedSession } from './sign-in.service';

function sessionExpired(): AuthException {
  return new AuthException(AuthErrorCode.SESSION_EXPIRED, 'Please sign in to continue.');
}

/** A refresh cookie traded for a new access token; the cookie rotates (SessionsService.rotate). */
@Injectable()
export class SessionRefresh {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly sessions: SessionsService,
    private readonly users: UsersService,
    private readonly signIns: SignInService,
  ) {}

  /** Errors: AUTH_SESSION_EXPIRED (no cookie, a used or lapsed one, or a user no longer active). */
  async refresh(rawRefresh: string | null, client: ClientInfo): Promise<IssuedSession> {
    if (!rawRefresh) throw sessionExpired();
    const { userId, refresh } = await this.sessions.rotate(rawRefresh, client);
    const user = await this.users.findById(userId);
    if (!user || user.status !== 'active') throw sessionExpired();
    const body = await this.signIns.sessionBody(this.db.manager, user, refresh.sessionId);
    return { body, refresh };
  }
}
