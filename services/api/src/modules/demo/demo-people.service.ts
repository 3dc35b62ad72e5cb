import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { Role } from '@vaultline/contracts';
import { AuditService } from '../../platform/audit/audit.service';
import { PasswordsService } from '../identity/passwords.service';
import { SessionsService } from '../identity/sessions.service';
import { User } from '../users/user.entity';

export type DemoPerson = { email: string; firstName: string; lastName: string };

/** The demo people (the customer and the two staff members): made once, their passwords replaced when their secrets are drawn again. */
@Injectable()
export class DemoPeopleService {
  constructor(
    private readonly passwords: PasswordsService,
    private readonly sessions: SessionsService,
    private readonly audit: AuditService,
  ) {}

  /**
   * Creates the person if missing. One that exists keeps their password, unless `replace` (the
   * file's secrets are gone or were published): then the new one, and every session ends.
   */
  async ensure(
    tx: EntityManager,
    person: DemoPerson,
    role: Role,
    password: string,
    replace: boolean,
  ): Promise<{ user: User; created: boolean }> {
    const users = tx.getRepository(User);
    const existing = await users.findOneBy({ email: person.email });
    if (existing) {
      if (replace) await this.replacePassword(tx, existing, password);
      return { user: existing, created: false };
    }
    const user = await users.save(
      users.create({
        email: person.email,
        firstName: person.firstName,
        lastName: person.lastName,
        role,
        passwordHash: await this.passwords.hash(password),
        emailVerifiedAt: new Date(),
      }),
    );
    await this.audit.record(tx, {
      actor: { id: null, role: 'system' },
      action: 'demo.user_seeded',
      target: { type: 'user', id: user.id },
      after: { email: user.email, role },
    });
    return { user, created: true };
  }

  private async replacePassword(tx: EntityManager, user: User, password: string): Promise<void> {
    const users = tx.getRepository(User);
    await users.update({ id: user.id }, { passwordHash: await this.passwords.hash(password) });
    await users.increment({ id: user.id }, 'tokenVersion', 1);
    await this.sessions.revokeAll(tx, user.id, 'demo secrets drawn again');
    await this.audit.record(tx, {
      actor: { id: null, role: 'system' },
      action: 'demo.password_replaced',
      target: { type: 'user', id: user.id },
    });
  }
}
