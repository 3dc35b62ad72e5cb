import { randomBytes } from 'node:crypto';
import { Body, Controller, Post } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { z } from 'zod';
import { EmailSchema, NameSchema } from '@vaultline/contracts';
import { AuthErrorCode } from '@vaultline/contracts';
import { AuditService } from '../../platform/audit/audit.service';
import { AuthException } from '../../platform/auth/auth.exception';
import { CurrentReleaseActor } from '../../platform/auth/current-user.decorator';
import { StaffProvisioning } from '../../platform/http/access.decorator';
import { Contract } from '../../platform/http/contract.decorator';
import { actorName, auditActor } from '../../platform/remotes/release-credentials.service';
import type { ReleaseActor } from '../../platform/remotes/release-credentials.service';
import { User } from '../users/user.entity';
import { PasswordsService } from './passwords.service';

const CreateAdminSchema = z.strictObject({
  email: EmailSchema,
  firstName: NameSchema('First name'),
  lastName: NameSchema('Last name'),
});
const CreatedAdminSchema = z.object({
  id: z.string(),
  email: z.string(),
  temporaryPassword: z.string(),
});
type CreateAdmin = z.infer<typeof CreateAdminSchema>;

/** A temporary password the operator passes on once; it must be replaced at the first sign-in. */
function temporaryPassword(): string {
  return `Tmp-${randomBytes(12).toString('base64url')}`;
}

/** Provisioning of staff accounts with the staff-provisioning credential (the first admin especially): `npm run admin -- create …`. */
@Controller('platform/admins')
export class AdminsController {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly passwords: PasswordsService,
    private readonly audit: AuditService,
  ) {}

  @Post()
  @StaffProvisioning()
  @Contract({
    summary: 'Create a staff account with a temporary password',
    body: CreateAdminSchema,
    response: CreatedAdminSchema,
    status: 201,
  })
  async create(@Body() body: CreateAdmin, @CurrentReleaseActor() actor: ReleaseActor) {
    const password = temporaryPassword();
    const passwordHash = await this.passwords.hash(password);
    return this.db.transaction(async (tx) => {
      const users = tx.getRepository(User);
      if (await users.existsBy({ email: body.email })) {
        throw new AuthException(
          AuthErrorCode.EMAIL_TAKEN,
          'An account with this email already exists.',
        );
      }
      const user = await users.save(
        users.create({
          ...body,
          role: 'admin',
          passwordHash,
          emailVerifiedAt: new Date(),
          mustChangePassword: true,
        }),
      );
      const target = { type: 'user', id: user.id };
      const after = { email: user.email, role: 'admin' };
      await this.audit.record(tx, {
        actor: auditActor(actor),
        action: 'user.admin_created',
        target,
        after,
        details: { actor: actorName(actor) },
      });
      return { id: user.id, email: user.email, temporaryPassword: password };
    });
  }
}
