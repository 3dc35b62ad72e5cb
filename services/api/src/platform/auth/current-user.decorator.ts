import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { AuthenticatedRequest } from '../http/access.guard';
import { unauthenticated } from '../http/app.exception';

/** What the platform needs of a signed-in person; the users module's User is one. */
export interface Principal {
  id: string;
  role: 'customer' | 'admin';
  status: 'active' | 'closed';
  tokenVersion: number;
  mustChangePassword: boolean;
}

/** Who is calling: set by the access guard on signed-in routes (modules name their own user type). */
export interface AuthContext<U extends Principal = Principal> {
  user: U;
  sessionId: string;
}

/**
 * The person behind an access token, if their session is still open: the users module answers it
 * (the platform's guards and web routes ask through this token, never by importing a module).
 */
export const SESSION_LOOKUP = Symbol('SessionLookup');
export interface SessionLookup {
  /**
   * The user of an open session: not revoked, not expired, used within the idle limit and younger
   * than the absolute limit. `activity`: the person made this request (not a background poll),
   * so it counts as activity for the idle limit.
   */
  withOpenSession(userId: string, sessionId: string, activity: boolean): Promise<Principal | null>;
}

/** The signed-in caller (signed-in and staff routes), or null on a public route called without a token. */
export const CurrentUser = createParamDecorator(
  (options: { optional?: boolean } | undefined, context: ExecutionContext) => {
    const auth = context.switchToHttp().getRequest<AuthenticatedRequest>().auth;
    if (!auth && !options?.optional) throw unauthenticated();
    return auth ?? null;
  },
);

/** Who acts on a release route (set by the access guard): the ops token or a release credential. */
export const CurrentReleaseActor = createParamDecorator(
  (_options: unknown, context: ExecutionContext) => {
    const actor = context.switchToHttp().getRequest<AuthenticatedRequest>().releaseActor;
    if (!actor) throw unauthenticated();
    return actor;
  },
);
