// The checks of a profile change that the maker (AdminUsersService) and the checker (UserChangeApplier) share.
import type { EntityManager } from 'typeorm';
import { AdminErrorCode } from '@vaultline/contracts';
import type { AuthContext } from '../../users/auth-context';
import { AdminException, adminNotFound, ownAccount } from '../admin.exception';
import type { ProfileRow } from './users.queries';
import { isEmailTaken, lockActiveAdminIds, lockProfileRow } from './users.queries';

/** The user's profile, locked until the transaction ends. Errors: ADMIN_NOT_FOUND. */
export async function lockProfile(tx: EntityManager, id: string): Promise<ProfileRow> {
  const current = await lockProfileRow(tx, id);
  if (!current) throw adminNotFound('user');
  return current;
}

/** The rules of a role or email change, for the maker and again for the checker. */
export async function checkUserChange(
  tx: EntityManager,
  staff: AuthContext,
  id: string,
  columns: Record<string, unknown>,
): Promise<void> {
  if ('role' in columns) await assertRoleChange(tx, staff, id, columns.role as string);
  if (!('email' in columns)) return;
  if (id === staff.user.id) throw ownAccount('your own user (change your email from your profile)');
  if (await isEmailTaken(tx, columns.email, id))
    throw new AdminException(
      AdminErrorCode.EMAIL_TAKEN,
      'Another account already uses this email.',
    );
}

async function assertRoleChange(
  tx: EntityManager,
  staff: AuthContext,
  id: string,
  role: string,
): Promise<void> {
  if (id === staff.user.id)
    throw new AdminException(AdminErrorCode.OWN_ROLE, 'Nobody can change their own role.');
  if (role === 'admin') return;
  const admins = await lockActiveAdminIds(tx);
  if (admins.length <= 1 && admins.includes(id)) {
    throw new AdminException(
      AdminErrorCode.LAST_ADMIN,
      'This is the last admin: make someone else an admin first.',
    );
  }
}
