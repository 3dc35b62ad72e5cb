import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { User } from '../../modules/users/user.entity';
import type { AuthenticatedRequest } from '../http/access.guard';
import { unauthenticated } from '../http/app.exception';

/** Who is calling: set by the access guard on signed-in routes. */
export interface AuthContext {
  user: User;
  sessionId: string;
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
