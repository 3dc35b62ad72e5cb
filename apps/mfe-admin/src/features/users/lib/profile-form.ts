import {
  AdminErrorCode,
  type AdminUpdateUserRequest,
  type AdminUserDetail,
  type ChangeRequest,
  type Role,
} from '@vaultline/contracts';
import { SENT_FOR_APPROVAL, summarizeChanges } from '../../../lib/change-lines';

export interface ProfileForm {
  firstName: string;
  lastName: string;
  email: string;
  mobile: string;
  address: string;
  dateOfBirth: string;
  role: Role;
}

export type Field = keyof ProfileForm;
export const FIELDS: Field[] = [
  'firstName',
  'lastName',
  'role',
  'email',
  'mobile',
  'address',
  'dateOfBirth',
];

export function toForm(user: AdminUserDetail['user']): ProfileForm {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    mobile: user.mobile ?? '',
    address: user.address ?? '',
    dateOfBirth: user.dateOfBirth ? user.dateOfBirth.slice(0, 10) : '',
    role: user.role,
  };
}

/** Fields that change only when another staff member approves. */
export const TWO_PERSON: Field[] = ['role', 'email'];

/** Only what staff changed (trimmed); empty optional fields clear them. */
export function changesOf(form: ProfileForm, saved: ProfileForm): AdminUpdateUserRequest {
  const changes: Record<string, string> = {};
  for (const field of FIELDS) {
    const value = form[field].trim();
    if (value !== saved[field]) changes[field] = value;
  }
  return changes as AdminUpdateUserRequest;
}

export function needsApproval(changes: AdminUpdateUserRequest): boolean {
  return TWO_PERSON.some((field) => field in changes);
}

/** Where each refusal of the API belongs on the form. */
export const ERROR_FIELDS: Record<string, Field | 'reason'> = {
  [AdminErrorCode.EMAIL_TAKEN]: 'email',
  [AdminErrorCode.OWN_ACCOUNT]: 'email',
  [AdminErrorCode.OWN_ROLE]: 'role',
  [AdminErrorCode.LAST_ADMIN]: 'role',
  [AdminErrorCode.REASON_REQUIRED]: 'reason',
};

/** What the save did: saved now, sent for approval, or both. */
export function savedToast(changes: AdminUpdateUserRequest, request: ChangeRequest | null) {
  if (!request)
    return {
      title: 'Success',
      description: 'Profile updated successfully!',
      severity: 'success' as const,
    };
  const others = Object.keys(changes).some(
    (field) => field !== 'reason' && !TWO_PERSON.includes(field as Field),
  );
  const prefix = others ? 'The other changes are saved. ' : '';
  const description = `${prefix}${summarizeChanges(request.changes)}. ${SENT_FOR_APPROVAL}`;
  return { title: 'Sent for approval', description, severity: 'info' as const };
}
