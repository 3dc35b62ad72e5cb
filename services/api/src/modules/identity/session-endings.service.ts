import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AuditService } from '../../platform/audit/audit.service';
import { notFound } from '../../platform/http/app.exception';
import type { AuthContext } from '../users/auth-context';
import { SessionsService } from './sessions.service';

/** A session ended by its owner: this browser's (sign-out), or another one from the list. Audited. */
@Injectable()
export class SessionEndings {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly sessions: SessionsService,
    private readonly audit: AuditService,
  ) {}

  /** Revokes the session of this refresh cookie, if it is one. */
  async signOut(rawRefresh: string | null, ip: string): Promise<void> {
    const session = rawRefresh ? await this.sessions.sessionOf(rawRefresh) : null;
    if (!session) return;
    await this.db.transaction(async (tx) => {
      await this.sessions.revokeSession(tx, session.sessionId, 'signed out');
      await this.audit.record(tx, {
        actor: { id: session.userId, role: session.role },
        action: 'auth.sign_out',
        target: { type: 'session', id: session.sessionId },
        ip,
      });
    });
  }

  /** Ends one of the caller's sessions. Errors: NOT_FOUND (not one of theirs). */
  async endOwn(auth: AuthContext, id: string, ip: string): Promise<void> {
    const own = (await this.sessions.list(auth.user.id, auth.sessionId)).some(
      (session) => session.id === id,
    );
    if (!own) throw notFound('No such session.');
    await this.db.transaction(async (tx) => {
      await this.sessions.revokeSession(tx, id, 'ended by the user');
      await this.audit.record(tx, {
        actor: { id: auth.user.id, role: auth.user.role },
        action: 'auth.session_ended',
        target: { type: 'session', id },
        ip,
      });
    });
  }
}
