import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { EntityManager } from 'typeorm';
import type {
  AdminUpdateUserRequest,
  AdminUserDetail,
  AdminUserPage,
  AdminUserQuery,
  AdminUserRow,
  AdminUserUpdate,
} from '@vaultline/contracts';
import { AdminUserQuerySchema } from '@vaultline/contracts';
import { AuditService } from '../../../platform/audit/audit.service';
import type { ClientInfo } from '../../../platform/auth/client-info.decorator';
import { toMinor } from '../../../platform/database/money';
import { ReplicaReads } from '../../../platform/database/replica-reads';
import { AccountsService } from '../../accounts/accounts.service';
import { CustomerVerification } from '../../kyc/customer-verification.service';
import { PIN_FAILURES_MAX, TransferPolicyService } from '../../transfers/transfer-policy.service';
import type { AuthContext } from '../../users/auth-context';
import { avatarUrl } from '../../users/users.service';
import { adminNotFound } from '../admin.exception';
import { ChangeRequestsService } from '../approvals/change-requests.service';
import { staffActor } from '../staff-actor';
import { checkUserChange, lockProfile } from './user-change-checks';
import { changedColumns, pickColumns, toFields, TWO_PERSON } from './user-profile-fields';
import type { ProfileRow, UserRow } from './users.queries';
import { findUserPage, findUserRow, updateProfileColumns } from './users.queries';

function toRow(row: UserRow): AdminUserRow {
  return {
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    role: row.role,
    status: row.status,
    stepUpRequired: row.step_up_required,
    totalBalanceMinor: toMinor(row.total_balance),
    avatarUrl: avatarUrl(row.avatar_id),
    createdAt: row.created_at.toISOString(),
  };
}

/**
 * Staff's view of the people: lists, details, profile edits (role and email two-person; the
 * approved change is applied by UserChangeApplier). Closing is AdminUserClosingService.
 */
@Injectable()
export class AdminUsersService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly accounts: AccountsService,
    private readonly policy: TransferPolicyService,
    private readonly requests: ChangeRequestsService,
    private readonly audit: AuditService,
    private readonly verification: CustomerVerification,
    /** The staff search: a replica may serve it (read-your-writes kept). */
    private readonly replica: ReplicaReads,
  ) {}

  async list(input: AdminUserQuery): Promise<AdminUserPage> {
    const query = AdminUserQuerySchema.parse(input);
    const { total, rows } = await findUserPage(this.replica, query);
    return { items: rows.map(toRow), total };
  }

  /** Errors: ADMIN_NOT_FOUND. */
  async detail(id: string, tx: EntityManager = this.db.manager): Promise<AdminUserDetail> {
    const row = await findUserRow(tx, id);
    if (!row) throw adminNotFound('user');
    const [settings, accounts] = [
      await this.policy.settings(id, tx),
      await this.accounts.list(id, tx),
    ];
    return {
      user: {
        ...toRow(row),
        emailVerified: row.email_verified_at !== null,
        mobile: row.mobile,
        address: row.address,
        dateOfBirth: row.date_of_birth,
        closedAt: row.closed_at?.toISOString() ?? null,
        closedReason: row.closed_reason,
      },
      accounts,
      transferSettings: {
        stepUpRequired: settings.stepUpRequired,
        limitTier: settings.tier,
        suspendedReason: settings.suspendedReason,
        pinSet: settings.pinHash !== null,
        pinLocked: settings.pinFailures >= PIN_FAILURES_MAX,
      },
    };
  }

  /**
   * Staff edit a person's profile. Names, mobile, address and date of birth change at once; the
   * role and the email wait for a second staff member (one request). Nobody changes their own role
   * or email here; the last admin stays an admin. Errors: ADMIN_NOT_FOUND, ADMIN_OWN_ROLE,
   * ADMIN_OWN_ACCOUNT, ADMIN_LAST_ADMIN, ADMIN_EMAIL_TAKEN, ADMIN_REASON_REQUIRED.
   */
  async update(
    staff: AuthContext,
    id: string,
    request: AdminUpdateUserRequest,
    client: ClientInfo,
  ): Promise<AdminUserUpdate> {
    return this.db.transaction(async (tx) => {
      const current = await lockProfile(tx, id);
      const { reason, ...fields } = request;
      const changes = changedColumns(current, fields);
      const asked = Object.fromEntries(
        Object.entries(changes.after).filter(([column]) => TWO_PERSON.includes(column)),
      );
      await checkUserChange(tx, staff, id, asked);
      const immediate = Object.keys(changes.after).filter((column) => !TWO_PERSON.includes(column));
      if (immediate.length > 0) {
        const pickOf = (values: Record<string, unknown>) =>
          Object.fromEntries(immediate.map((column) => [column, values[column]]));
        await updateProfileColumns(tx, id, pickOf(changes.after));
        // Before the audit record: it takes the audit chain's lock, which is always taken last.
        await this.rescreenName(tx, staff, id, current, changes.after, client);
        await this.audit.record(tx, {
          actor: staffActor(staff),
          action: 'user.updated_by_staff',
          target: { type: 'user', id },
          ip: client.ip,
          before: pickOf(changes.before),
          after: pickOf(changes.after),
        });
      }
      const opened = Object.keys(asked).length
        ? await this.requests.open(
            tx,
            staff,
            {
              kind: 'user',
              subjectId: id,
              changes: toFields(asked),
              before: toFields(pickColumns(current, asked)),
              reason,
            },
            client,
          )
        : null;
      return { detail: await this.detail(id, tx), request: opened };
    });
  }

  /** A changed name is screened against the sanctions list (modules/kyc), in the same transaction. */
  private async rescreenName(
    tx: EntityManager,
    staff: AuthContext,
    id: string,
    before: ProfileRow,
    after: Record<string, unknown>,
    client: ClientInfo,
  ): Promise<void> {
    if (!('first_name' in after) && !('last_name' in after)) return;
    const name = { ...before, ...after } as ProfileRow;
    await this.verification.rescreen(tx, id, `${name.first_name} ${name.last_name}`, {
      actor: staffActor(staff),
      ip: client.ip,
    });
  }
}
