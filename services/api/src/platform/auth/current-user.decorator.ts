import type { ExecutionContext } from '@nestjs/common';
import { createParamDecorator } from '@nestjs/common';
import { unauthenticated } from '../http/app.exception';
import type { AuthenticatedRequest, Principal } from './auth-context.types';

// Declared in a leaf file, with the request the access guard fills in, so that this decorator and
// the guard need not import each other; still exported from here for the modules and the guard.
export type { AuthContext, Principal } from './auth-context.types';

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
