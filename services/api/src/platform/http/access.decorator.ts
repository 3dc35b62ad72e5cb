import { SetMetadata } from '@nestjs/common';

/**
 * Who may call a route. Every route needs a signed-in user unless it says otherwise, so a new
 * route is closed by default.
 * - public: anyone;
 * - ops: the release tooling, with the ops token;
 * - signed-in (default): any signed-in user;
 * - staff: signed-in staff only;
 * - staff-or-ops: staff, or the ops tooling (e.g. the invariant check CLI);
 * - release: a remote's release credential or the ops token (the route checks the remote and action);
 * - staff-provisioning: the staff-provisioning credential only;
 * - card-network: the card network, with its key (X-Network-Key), never a person's session.
 */
export type Access =
  | 'public'
  | 'ops'
  | 'signed-in'
  | 'staff'
  | 'staff-or-ops'
  | 'release'
  | 'staff-provisioning'
  | 'card-network';

export const ACCESS_KEY = 'vaultline:access';
export const PENDING_PASSWORD_CHANGE_KEY = 'vaultline:pending-password-change';

export const Public = () => SetMetadata(ACCESS_KEY, 'public' satisfies Access);
export const OpsOnly = () => SetMetadata(ACCESS_KEY, 'ops' satisfies Access);
export const StaffOnly = () => SetMetadata(ACCESS_KEY, 'staff' satisfies Access);
export const StaffOrOps = () => SetMetadata(ACCESS_KEY, 'staff-or-ops' satisfies Access);
export const ReleaseTooling = () => SetMetadata(ACCESS_KEY, 'release' satisfies Access);
export const CardNetworkOnly = () => SetMetadata(ACCESS_KEY, 'card-network' satisfies Access);
export const StaffProvisioning = () =>
  SetMetadata(ACCESS_KEY, 'staff-provisioning' satisfies Access);

export const BACKGROUND_KEY = 'vaultline:background';

/**
 * A route the page calls by itself on a timer (an unread count, a dashboard refresh): it does not
 * count as the person's activity, so an open tab cannot keep an idle session alive on the server.
 */
export const BackgroundPoll = () => SetMetadata(BACKGROUND_KEY, true);

/** Reachable while the user must still replace a temporary password (reading the profile, changing the password, signing out). */
export const AllowPendingPasswordChange = () => SetMetadata(PENDING_PASSWORD_CHANGE_KEY, true);
